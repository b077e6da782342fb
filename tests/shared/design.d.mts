/** Page-side design checks (design.mjs): each returns what it found wrong, one line each. */
export declare function cutLines(root: string): string[];
export declare function smallTargets(args: readonly [root: string, min: number]): string[];
export declare function offCentreSeparators(): string[];
export declare function svgLabels(args: readonly [root: string, min: number]): string[];
export declare function offPalette(
  checks: readonly (readonly [selector: string, property: string])[],
): string[];
export declare function disabledLooks(root: string): {found: string[]; count: number};
export declare function settleAnimations(): boolean;
