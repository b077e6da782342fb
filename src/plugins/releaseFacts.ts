/** What a release note states and what the pages link by: shared with the pages, so no file reads. */
import {platforms as platformList} from '../data/download';
import type {DocFile} from './frontMatter';

/** The folder of the notes, from the site's root; also their address under the site. */
export const releasesDir = 'releases';
/** The blog plugin instance that publishes them. */
export const releasesPluginId = 'releases';
/** The page that always leads to the newest note. */
export const latestPath = `/${releasesDir}/latest`;

export const channels = ['beta', 'stable'] as const;
export type Channel = (typeof channels)[number];

/** The platforms a note can name: the platforms the site offers builds for. */
export const platformNames: readonly string[] = platformList.map((platform) => platform.name);

/** The sections every note has, as `##` headings, in this order. */
export const releaseSections = ['New', 'Improved', 'Fixed', 'Known issues'] as const;

/** A note as read (`releases/beta.md`), with the Markdown after its front matter. */
export type ReleaseNoteFile = Omit<DocFile, 'name'> & {body: string};

/** What the pages link by, published as the plugin's global data. */
export interface ReleaseNotesData {
  latest: {permalink: string; title: string} | null;
  /** The note of each released docs version, by version name. */
  byDocsVersion: {[docsVersion: string]: {permalink: string; title: string}};
}

/** A note's facts from its (checked) front matter, as the pages show them. */
export function releaseFacts(frontMatter: {[key: string]: unknown}) {
  const docsVersion = frontMatter.docs_version;
  return {
    version: String(frontMatter.version ?? '').trim(),
    channel: frontMatter.channel as Channel,
    platforms: Array.isArray(frontMatter.platforms) ? frontMatter.platforms.map(String) : [],
    ...(docsVersion !== undefined ? {docsVersion: String(docsVersion)} : {}),
    security: frontMatter.security === true,
  };
}
