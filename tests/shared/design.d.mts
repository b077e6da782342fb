/** Design checks (design.mjs): each returns what it found wrong, one line each. */
export declare function cutLines(root: string): string[];
export declare function finishAnimations(): void;
/** WCAG 2 contrast of two opaque colours, each red, green and blue (0–255). */
export declare function contrastRatio(one: readonly number[], other: readonly number[]): number;
/** Runs a function of this module in the page: page.evaluate, or the lane's driver.run. */
export type Run = <R>(fn: (arg: never) => R, arg?: unknown) => Promise<Awaited<R>>;
export type LayoutFacts = {titleLeft: number; articleH2?: number; listedSizes?: number[]};
export declare function designFindings(
  run: Run,
  options: {path: string; width: number},
): Promise<string[]>;
export declare function layoutFacts(run: Run): Promise<LayoutFacts>;
export declare function crossPageFindings(pages: {path: string; facts: LayoutFacts}[]): string[];
