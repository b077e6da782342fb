export interface ResolvedChromium {
  /** The executable to launch. */
  path: string;
  /** Flags to launch it with. */
  args: string[];
  /** Where it came from: CHROMIUM_PATH, Debian's package or the npm package. */
  source: string;
}
export declare function resolveChromium(): ResolvedChromium;
export declare function mergeArgs(npmArgs: readonly string[]): string[];
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const chromiumSource: string;
