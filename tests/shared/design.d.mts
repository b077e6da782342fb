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
type Edges = {left: number; right: number};
type Box = Edges & {top: number; bottom: number};
type Look = {size: number; color: string};
export type Control = Box & {name: string};

export declare const touchTarget: {height: number; spacing: number};
export declare function docColumn(): {text: Edges; parts: (Edges & {name: string})[]};
export declare function title(): {count: number; left: number};
export declare function headingStyles(): {
  h1: Look;
  articleH2: Look | null;
  listed: (Look & {text: string})[];
};
export declare function feedbackFallback(): {
  frame: Box;
  message: Box;
  messageBackground: string;
  cardBackground: string;
  links: (string | null)[];
  text: string;
} | null;
export declare function textWrapping(): {
  unbalanced: string[];
  notPretty: string[];
  loneLastWord: string[];
};
export declare function pager(): {
  title: string;
  inset: Edges;
  arrowAlone: boolean;
}[];
export declare function figuresOverflowing(): string[];
export declare function controls(): Control[];
export declare function crampedControls(
  found: Control[],
  limits?: {height: number; spacing: number},
): {short: string[]; crowded: string[]};
export declare function finishAnimations(): void;
export declare function pageKind(): string;
/** Runs a function of this module in the page: page.evaluate, or the lane's driver.run. */
export type Run = <R>(fn: (arg: never) => R, arg?: unknown) => Promise<Awaited<R>>;
export type LayoutFacts = {titleLeft: number; articleH2?: number; listedSizes?: number[]};
export declare function designFindings(
  run: Run,
  options: {path: string; width: number; contactEmail: string; formOrigin: string},
): Promise<string[]>;
export declare function layoutFacts(run: Run): Promise<LayoutFacts>;
export declare function crossPageFindings(pages: {path: string; facts: LayoutFacts}[]): string[];
