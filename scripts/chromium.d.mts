export interface ResolvedChromium {
  /** The executable to launch. */
  path: string;
  /** Flags to launch it with. */
  args: string[];
  /** Where it came from: CHROMIUM_PATH, Debian's package or the npm package. */
  source: string;
}
/** The tests' browser: a headless shell unless CHROMIUM_PATH or CHROMIUM says otherwise. */
export declare function resolveChromium(): ResolvedChromium;
/** The benchmark's browser: the whole browser where installed. */
export declare function resolveBenchChromium(): ResolvedChromium;
