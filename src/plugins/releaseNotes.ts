/**
 * Release notes (one Markdown file per release in `releases/`, published by a second blog plugin
 * at /releases): checks each note's front matter and sections before anything is bundled, serves
 * /releases/latest, and gives the pages the newest note and the note of each docs version.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {escapeRegexp} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {brand} from '../brand';
import {descriptionProblem, failOn, readDocs, text} from './frontMatter';
import {
  channels,
  latestPath,
  platformNames,
  releaseSections,
  releasesDir,
  releasesPluginId,
  type Channel,
  type ReleaseNoteFile,
  type ReleaseNotesData,
} from './releaseFacts';

export * from './releaseFacts';

/** Every note of the notes folder, read (as the blog plugin, it skips `_` files and folders). */
export const readReleaseNotes = (siteDir: string): Promise<ReleaseNoteFile[]> =>
  readDocs(siteDir, releasesDir);

/** The released docs versions (versions.json), none before the first is cut. */
export function docsVersions(siteDir: string): string[] {
  const file = join(siteDir, 'versions.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/** The `##` headings of a Markdown body, outside code blocks. */
export function sectionHeadings(body: string): string[] {
  const headings: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker[0]!;
      else if (marker[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) headings.push(heading[1]!);
  }
  return headings;
}

/** A YAML date (read as a Date) or a `YYYY-MM-DD` string, as the day it names. */
export function releaseDay(value: unknown): string | undefined {
  const day = typeof value === 'string' ? value.trim() : undefined;
  const date = value instanceof Date ? value : new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  const named = date.toISOString().slice(0, 10);
  // A string names a real day exactly: not 2025-02-30, which a Date rolls on to March.
  return day === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(day) && named === day)
    ? named
    : undefined;
}

/** Whether `text` holds `word` as a word of its own, whatever the case. */
function namesWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegexp(word)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * A note's title as the site shows it everywhere: the brand's product name, then the writer's
 * title, which names the version ("Beta release notes"); a title that names the product is kept.
 */
export function releaseNoteTitle(title: string, product: string = brand.productName): string {
  return namesWord(title, product) ? title : `${product} ${title}`;
}

/** The blog plugin's `processBlogPosts`: each note titled by `releaseNoteTitle`. */
export const titleReleaseNotes: NonNullable<BlogOptions['processBlogPosts']> = async ({
  blogPosts,
}) =>
  blogPosts.map((post) => ({
    ...post,
    metadata: {...post.metadata, title: releaseNoteTitle(post.metadata.title)},
  }));

/** One line per problem in the notes; none when all is well. */
export function releaseNoteProblems(
  notes: readonly ReleaseNoteFile[],
  released: readonly string[],
): string[] {
  const problems: string[] = [];
  const versions = new Map<string, string>();
  const docsNotes = new Map<string, string>();
  for (const {file, frontMatter, body} of notes) {
    const problem = (field: string, message: string): void => {
      problems.push(`${file}: front matter "${field}" ${message}`);
    };
    const is = (value: unknown) => `is ${JSON.stringify(value)}`;
    const title = text(frontMatter.title);
    if (!title) problem('title', 'is missing or empty');
    const description = descriptionProblem(frontMatter.description);
    if (description) problem('description', description);
    const version = text(frontMatter.version);
    if (title && version && !namesWord(title, version)) {
      problem('title', `is "${title}"; name the version, as in "${version} release notes"`);
    }
    if (typeof frontMatter.version === 'number') {
      problem('version', `is the number ${frontMatter.version}; quote it, as in version: '1.0'`);
    } else if (!version) {
      problem('version', 'is missing or empty');
    } else {
      const first = versions.get(version.toLowerCase());
      if (first) problem('version', `"${version}" is already the version of ${first}`);
      else versions.set(version.toLowerCase(), file);
    }
    if (frontMatter.date === undefined) {
      problem('date', 'is missing; write the day the note is published, as YYYY-MM-DD');
    } else if (!releaseDay(frontMatter.date)) {
      problem('date', `${is(frontMatter.date)}; write a real day as YYYY-MM-DD`);
    }
    if (!channels.includes(frontMatter.channel as Channel)) {
      problem('channel', `${is(frontMatter.channel)}; write one of ${channels.join(', ')}`);
    }
    const platforms = frontMatter.platforms;
    if (
      !Array.isArray(platforms) ||
      platforms.length === 0 ||
      platforms.some((platform) => !platformNames.includes(platform as string))
    ) {
      const names = platformNames.join(', ');
      problem('platforms', `${is(platforms)}; write a list of one or more of ${names}`);
    }
    const docsVersion = frontMatter.docs_version;
    if (typeof docsVersion === 'number') {
      problem('docs_version', `is the number ${docsVersion}; quote it, as in docs_version: '1.0'`);
    } else if (docsVersion !== undefined) {
      const name = String(docsVersion);
      if (!released.includes(name)) {
        const lists = released.length > 0 ? released.join(', ') : 'none';
        problem(
          'docs_version',
          `${is(docsVersion)}, which is not a released docs version (versions.json lists ${lists})`,
        );
      } else {
        const first = docsNotes.get(name);
        if (first) problem('docs_version', `"${name}" already has its note, ${first}`);
        else docsNotes.set(name, file);
      }
    }
    if (frontMatter.security !== undefined && typeof frontMatter.security !== 'boolean') {
      problem('security', `${is(frontMatter.security)}; write true or false`);
    }
    if (frontMatter.slug !== undefined) {
      problem('slug', 'is set; remove it: the file name is the address');
    }
    const headings = sectionHeadings(body);
    if (headings.join('\n') !== releaseSections.join('\n')) {
      problems.push(
        `${file}: sections are ${JSON.stringify(headings)}; write exactly these "##" sections, in this order: ${releaseSections.join(', ')}`,
      );
    }
  }
  return problems;
}

/** What the pages link by, from the blog plugin's posts (newest first, as it sorts them). */
export function releaseNotesData(posts: BlogContent['blogPosts']): ReleaseNotesData {
  const listed = posts.filter((post) => !post.metadata.unlisted);
  const link = ({metadata}: BlogContent['blogPosts'][number]) => ({
    permalink: metadata.permalink,
    title: metadata.title,
  });
  const byDocsVersion: ReleaseNotesData['byDocsVersion'] = {};
  for (const post of listed) {
    const docsVersion = post.metadata.frontMatter.docs_version;
    if (docsVersion !== undefined) byDocsVersion[String(docsVersion)] = link(post);
  }
  return {latest: listed[0] ? link(listed[0]) : null, byDocsVersion};
}

export default function releaseNotesPlugin(context: LoadContext): Plugin {
  return {
    name: 'release-notes',
    async loadContent() {
      const notes = await readReleaseNotes(context.siteDir);
      failOn(releaseNoteProblems(notes, docsVersions(context.siteDir)));
    },
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.[releasesPluginId] as
        BlogContent | undefined;
      const data = releaseNotesData(blog?.blogPosts ?? []);
      actions.setGlobalData(data);
      if (data.latest) {
        actions.addRoute({
          path: latestPath,
          component: '@site/src/components/LatestRelease/index.tsx',
          exact: true,
        });
      }
    },
  };
}
