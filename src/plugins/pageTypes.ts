/** The types the page pipeline and its steps share, so that no step imports the pipeline. */
import type {Plugin} from '@docusaurus/types';
import type {Speedup, SpeedupSettings} from '../speedups';

/** What Docusaurus hands a plugin's `postBuild`, and this build's speed-up settings. */
export type Build = Parameters<NonNullable<Plugin['postBuild']>>[0] & {speedups: SpeedupSettings};

/** What the build's routes say about a page. */
export interface RouteFacts {
  /** The plugin that made the page (`docs`, `blog`, `pages`, or a site plugin's name), its id. */
  plugin: {name: string; id: string} | null;
  /** The docs version of a docs page (`current`, `1.0`…). */
  docsVersion: string | null;
  /** Marked `noindex` (the working copy of versioned docs, search, /releases/latest). */
  noIndex: boolean;
  /** The Markdown or React file the page comes from, relative to the site; null if none. */
  sourceFile: string | null;
}

/** One built page as the steps see it. */
export interface BuiltPage {
  file: string;
  /** Its URL path: no trailing slash but the root's; `/404` for the not-found page. */
  path: string;
  html: string;
  route: RouteFacts;
}

export interface PageStep {
  name: string;
  /** Steps this one must follow. */
  after?: readonly string[];
  /** The speed-up this step is: skipped when it is off. */
  speedup?: Speedup;
  run(pages: BuiltPage[], build: Build): Promise<void> | void;
}
