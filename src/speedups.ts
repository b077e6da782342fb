/**
 * The site's speed-ups, each a part of Docusaurus replaced or patched for a faster start (README,
 * "Overrides"), and each on unless the build's environment names it in SPEEDUPS_OFF
 * (`SPEEDUPS_OFF=inlineStylesheet,routeChunks npm run build`): the benchmark's ablation builds
 * the site once per part, that part off. The build reads these settings and nothing else.
 */

export const speedups = {
  /** Prism out of the main bundle, code blocks highlighted once near the screen. */
  lazyPrism: 'theme-classic Prism in the main bundle, code blocks highlighted at hydration',
  /** The client entry evaluates the bundle's heaviest modules one task each. */
  stagedStart: "Docusaurus's client entry, one task",
  /** The site's stylesheet written into each page. */
  inlineStylesheet: "each page links the site's stylesheet instead of holding it",
  /** The scripts run after the first paint, started by the inline loader. */
  scriptsAfterPaint:
    'upstream template, deferred scripts; no inline loader, so no lazy layout, click replay or named chunks',
  /** The loader fetches the page's own chunks while the main bundle downloads. */
  routeChunks: 'the loader does not fetch the page chunks early',
  /** A long page's later parts skip layout until the page has hydrated. */
  lazyLayout: 'the home page lays out every section at once',
  /** A press on a button before hydration is carried out once hydrated. */
  clickReplay: 'a press before hydration is not carried out',
} as const;

export type Speedup = keyof typeof speedups;
export type SpeedupSettings = Record<Speedup, boolean>;

export const speedupNames = Object.keys(speedups) as Speedup[];

/** Parts that work only inside another: off with it. */
const partOf: Partial<Record<Speedup, Speedup>> = {
  routeChunks: 'scriptsAfterPaint',
  lazyLayout: 'scriptsAfterPaint',
  clickReplay: 'scriptsAfterPaint',
};

/** The settings from a SPEEDUPS_OFF value (comma-separated names); throws on an unknown name. */
export function speedupSettings(off = ''): SpeedupSettings {
  const names = off
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !speedupNames.includes(name as Speedup));
  if (unknown.length > 0) {
    throw new Error(
      `SPEEDUPS_OFF names ${unknown.join(', ')}, which src/speedups.ts does not have; ` +
        `known: ${speedupNames.join(', ')}.`,
    );
  }
  const settings = Object.fromEntries(
    speedupNames.map((name) => [name, !names.includes(name)]),
  ) as SpeedupSettings;
  for (const [part, whole] of Object.entries(partOf) as [Speedup, Speedup][]) {
    if (!settings[whole]) settings[part] = false;
  }
  return settings;
}

/** This build's settings. */
export const speedupsOn: SpeedupSettings = speedupSettings(process.env.SPEEDUPS_OFF);

/** The parts the page loader leaves out, as its `data-off` attribute names them. */
export const loaderParts = {lazyLayout: 'lazy-layout', clickReplay: 'click-replay'} as const;
