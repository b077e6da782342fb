/** Design checks (design.mjs): each returns what it found wrong, one line each. */
export declare function cutLines(root: string): string[];
export declare function smallTargets(args: readonly [root: string, min: number]): string[];
export declare function offCentreSeparators(): string[];
export declare function svgLabels(args: readonly [root: string, min: number]): string[];
export interface StyleReading {
  name: string;
  values: Record<string, string>;
  colours: Record<string, [number, number, number, number]>;
}
export declare function readStyles(
  args: readonly [selector: string, properties: readonly string[]],
): StyleReading[];
export declare function offPalette(readings: StyleReading[], accentHue: number): string[];
export declare const disabledStyle: readonly string[];
export declare function disabledLooks(readings: StyleReading[]): string[];
export declare function settleAnimations(): boolean;
