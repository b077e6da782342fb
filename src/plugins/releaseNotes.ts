/**
 * Release notes: one Markdown file per release in `releases/`, published by a second instance of
 * the blog plugin at /releases. This plugin checks each note's front matter and sections before
 * anything is bundled (naming the file and the field), serves /releases/latest as a page that
 * leads to the newest note, and gives the pages what they link by: the newest note and the note
 * of each released docs version.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {join, relative, sep} from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {brand} from '../brand';
import {descriptionLength} from './frontMatter';
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

/** Every Markdown file of the notes folder, read (files starting with `_` are not notes). */
export async function readReleaseNotes(siteDir: string): Promise<ReleaseNoteFile[]> {
  const dir = join(siteDir, releasesDir);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(
    files.map(async (filePath) => {
      const fileContent = await readFile(filePath, 'utf8');
      const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      return {
        file: relative(siteDir, filePath).split(sep).join('/'),
        frontMatter,
        body: content,
      };
    }),
  );
}

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

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : undefined;

/** A YAML date (read as a Date) or a `YYYY-MM-DD` string, as the day it names. */
export function releaseDay(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    const day = value.trim();
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : undefined;
  }
  return undefined;
}

/** Whether `text` holds `word` as a word of its own, whatever the case. */
function namesWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * A note's title as the site shows it (heading, tab, list, feeds, search): the product's name,
 * then the title its writer gave, which names the version ("Beta release notes"), so that a
 * reader can tell which product and release it is. The name comes from the brand, so a
 * deployment's own name is the one shown; a title that names it already is kept.
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

/**
 * One line per problem in the notes; none when all is well. A note's title names its version
 * (the site puts the product's name before it, `releaseNoteTitle`).
 */
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
    const title = text(frontMatter.title);
    if (!title) problem('title', 'is missing or empty');
    const description = text(frontMatter.description);
    if (!description) {
      problem('description', 'is missing or empty');
    } else if (
      description.length < descriptionLength.min ||
      description.length > descriptionLength.max
    ) {
      problem(
        'description',
        `has ${description.length} characters; write ${descriptionLength.min}–${descriptionLength.max}`,
      );
    }
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
      problem('date', `is ${JSON.stringify(frontMatter.date)}; write a real day as YYYY-MM-DD`);
    }
    if (!channels.includes(frontMatter.channel as Channel)) {
      problem(
        'channel',
        `is ${JSON.stringify(frontMatter.channel)}; write one of ${channels.join(', ')}`,
      );
    }
    const platforms = frontMatter.platforms;
    if (
      !Array.isArray(platforms) ||
      platforms.length === 0 ||
      platforms.some((platform) => !platformNames.includes(platform as string))
    ) {
      problem(
        'platforms',
        `is ${JSON.stringify(platforms)}; write a list of one or more of ${platformNames.join(', ')}`,
      );
    }
    const docsVersion = frontMatter.docs_version;
    if (typeof docsVersion === 'number') {
      problem('docs_version', `is the number ${docsVersion}; quote it, as in docs_version: '1.0'`);
    } else if (docsVersion !== undefined) {
      const name = String(docsVersion);
      if (!released.includes(name)) {
        problem(
          'docs_version',
          `is ${JSON.stringify(docsVersion)}, which is not a released docs version (versions.json lists ${
            released.length > 0 ? released.join(', ') : 'none'
          })`,
        );
      } else {
        const first = docsNotes.get(name);
        if (first) problem('docs_version', `"${name}" already has its note, ${first}`);
        else docsNotes.set(name, file);
      }
    }
    if (frontMatter.security !== undefined && typeof frontMatter.security !== 'boolean') {
      problem('security', `is ${JSON.stringify(frontMatter.security)}; write true or false`);
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
  const newest = listed[0];
  const byDocsVersion: ReleaseNotesData['byDocsVersion'] = {};
  for (const post of listed) {
    const docsVersion = post.metadata.frontMatter.docs_version;
    if (docsVersion !== undefined) {
      byDocsVersion[String(docsVersion)] = {
        permalink: post.metadata.permalink,
        title: post.metadata.title,
      };
    }
  }
  return {
    latest: newest ? {permalink: newest.metadata.permalink, title: newest.metadata.title} : null,
    byDocsVersion,
  };
}

export default function releaseNotesPlugin(context: LoadContext): Plugin {
  return {
    name: 'release-notes',
    async loadContent() {
      const problems = releaseNoteProblems(
        await readReleaseNotes(context.siteDir),
        docsVersions(context.siteDir),
      );
      if (problems.length > 0) {
        const error = new Error(problems.join('\n'));
        // The lines say all there is to fix; the stack of this plugin would only hide them.
        error.stack = error.message;
        throw error;
      }
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
