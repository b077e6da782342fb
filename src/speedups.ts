/**
 * The site's speed-ups (README, "Overrides"), each on unless SPEEDUPS_OFF names it
 * (`SPEEDUPS_OFF=inlineStylesheet,lazyLayout npm run build`), as the benchmark's ablation does.
 */
import speedupList from './speedupParts.json';

/** Each speed-up: what it does, and what the site does without it (src/speedupParts.json). */
export const speedups: Record<Speedup, {what: string; off: string}> = speedupList;

export type Speedup = keyof typeof speedupList;
export type SpeedupSettings = Record<Speedup, boolean>;

const speedupNames = Object.keys(speedups) as Speedup[];

/** The page loader's parts, off with `scriptsAfterPaint`, as its `data-off` attribute names them. */
export const loaderParts = {
  lazyLayout: 'lazy-layout',
  clickReplay: 'click-replay',
} as const satisfies Partial<Record<Speedup, string>>;

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
  if (!settings.scriptsAfterPaint) {
    for (const part of Object.keys(loaderParts) as Speedup[]) settings[part] = false;
  }
  return settings;
}

/** This build's settings. */
export const speedupsOn: SpeedupSettings = speedupSettings(process.env.SPEEDUPS_OFF);
