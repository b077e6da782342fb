import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadedPlugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {markdownPath} from '../markdownCopy';
import type {Build, BuiltPage} from './pageTypes';
import {contentMarkdown, pageFacts, parseHtml, type PageFacts} from './pageMarkdown';
import {latestPath, releaseNotesData, releasesPluginId} from './releaseNotes';

/**
 * Writes what AI assistants read (the llms.txt convention): every page's Markdown at its address
 * plus `.md`, `/llms.txt` (the index of those copies) and `/llms-full.txt` (all of them): the
 * `markdown copies` step of src/plugins/pagePipeline.ts, which also points each page's head at
 * its copy. Everything is read from the build, so a new article, release note or docs version is
 * included without a list to keep.
 */

/** One page as llms.txt lists it. */
export interface ListedPage {
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown copy. */
  markdownUrl: string;
}

export interface LlmsSection {
  name: string;
  pages: readonly ListedPage[];
}

/** `/llms.txt`: `# title`, `> summary`, then one `##` section per kind of page. */
export function formatLlmsTxt({
  title,
  summary,
  sections,
}: {
  title: string;
  summary: string;
  sections: readonly LlmsSection[];
}): string {
  const line = (text: string) => text.replace(/\s+/g, ' ').trim();
  const blocks = sections
    .filter((section) => section.pages.length > 0)
    .map(
      ({name, pages}) =>
        `## ${name}\n\n${pages
          .map(({title: page, description, markdownUrl}) =>
            description
              ? `- [${line(page)}](${markdownUrl}): ${line(description)}`
              : `- [${line(page)}](${markdownUrl})`,
          )
          .join('\n')}`,
    );
  return `${[`# ${line(title)}`, `> ${line(summary)}`, ...blocks].join('\n\n')}\n`;
}

/** `/llms-full.txt`: every page's Markdown, each introduced by its title and URL. */
export function formatLlmsFull({
  title,
  summary,
  pages,
}: {
  title: string;
  summary: string;
  pages: readonly {title: string; url: string; markdown: string}[];
}): string {
  const parts = pages.map(({title: page, url, markdown}) => {
    const body = markdown.trim().replace(/^# .*\n*/, '');
    return `# ${page}\n\nURL: ${url}\n\n${body}`;
  });
  return `${[`# ${title}\n\n> ${summary}`, ...parts].join('\n\n---\n\n')}\n`;
}

/** The section a page is listed under: older docs versions are optional reading. */
export function sectionOf(facts: PageFacts, olderDocsVersions: ReadonlySet<string>): string {
  const plugin = facts.plugin;
  if (plugin?.name === 'docs') {
    return facts.docsVersion && olderDocsVersions.has(facts.docsVersion) ? 'Optional' : 'Docs';
  }
  if (plugin?.name === 'blog') {
    const id = plugin.id === 'default' ? 'blog' : plugin.id;
    return id.charAt(0).toUpperCase() + id.slice(1).replace(/[-_]+/g, ' ');
  }
  return 'Pages';
}

/** Sections in reading order: the site's pages, its docs, then the rest, `Optional` last. */
export function orderSections(names: readonly string[]): string[] {
  const rank = (name: string) =>
    name === 'Pages' ? 0 : name === 'Docs' ? 1 : name === 'Optional' ? 3 : 2;
  return [...new Set(names)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The `<link rel="alternate">` that points a page at its Markdown copy, added to its head. */
export function withMarkdownAlternate(html: string, href: string): string {
  const link = `<link rel="alternate" type="text/markdown" href="${href}">`;
  if (html.includes(link)) return html;
  if (!html.includes('</head>')) throw new Error('A page has no </head> to add its link to');
  return html.replace('</head>', `${link}</head>`);
}

/** Docs versions older than the latest release, from the docs plugins' loaded content. */
export function olderDocsVersions(plugins: readonly LoadedPlugin[]): Set<string> {
  const older = new Set<string>();
  for (const {name, content} of plugins) {
    if (name !== 'docusaurus-plugin-content-docs') continue;
    const versions =
      (content as {loadedVersions?: {versionName: string; isLast: boolean}[]} | undefined)
        ?.loadedVersions ?? [];
    for (const version of versions) {
      if (!version.isLast && version.versionName !== 'current') older.add(version.versionName);
    }
  }
  return older;
}

/**
 * Writes the Markdown copies, llms.txt and llms-full.txt of the built pages; returns the copy's
 * address of each page that has one, by page path.
 */
export async function writeMarkdownCopies(
  built: readonly BuiltPage[],
  {outDir, plugins, siteConfig}: Pick<Build, 'outDir' | 'plugins' | 'siteConfig'>,
): Promise<Map<string, string>> {
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const older = olderDocsVersions(plugins);
  // Every page with content gets a copy, the unreleased working copy of the docs too;
  // llms.txt lists what search engines may index, as the sitemap does.
  const pages = built
    .filter(({path}) => path !== '/404')
    .map((page) => ({
      ...page,
      facts: pageFacts(parseHtml(page.html), siteConfig.title, page.route),
    }))
    .filter(({facts}) => facts.content && (!facts.noIndex || facts.plugin?.name === 'docs'))
    .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
  const markdownPages = new Set(pages.map(({path}) => path));
  const copies = await Promise.all(
    pages.map(async ({path, facts}) => {
      const url = `${siteUrl}${path === '/' ? '/' : path}`;
      const markdown = contentMarkdown(facts.content!, facts.title, {
        pageUrl: url,
        siteUrl,
        markdownPages,
      });
      const href = markdownPath(path);
      await writeText(join(outDir, href), markdown);
      return {path, url, facts, markdown, href, markdownUrl: `${siteUrl}${href}`};
    }),
  );
  const listed = copies.filter(({facts}) => !facts.noIndex);
  const sectionNames = orderSections(listed.map(({facts}) => sectionOf(facts, older)));
  const sections = sectionNames.map((name) => ({
    name,
    pages: listed
      .filter(({facts}) => sectionOf(facts, older) === name)
      .map(({facts, markdownUrl}) => ({
        title: facts.title,
        description: facts.description,
        markdownUrl,
      })),
  }));
  const summary = siteConfig.tagline;
  await Promise.all([
    writeFile(
      join(outDir, 'llms.txt'),
      formatLlmsTxt({title: siteConfig.title, summary, sections}),
    ),
    writeFile(
      join(outDir, 'llms-full.txt'),
      formatLlmsFull({
        title: siteConfig.title,
        summary,
        pages: listed.map(({facts, url, markdown}) => ({title: facts.title, url, markdown})),
      }),
    ),
  ]);
  const written = new Map(copies.map(({path, href}) => [path, href]));
  // /releases/latest leads to the newest note: its copy is that note's.
  const newest = copies.find(({path}) => path === newestReleaseNote(plugins));
  if (newest) {
    await writeText(join(outDir, markdownPath(latestPath)), newest.markdown);
    written.set(latestPath, markdownPath(latestPath));
  }
  return written;
}

/** The path of the newest release note, from the release notes' blog plugin; null if none. */
export function newestReleaseNote(plugins: readonly LoadedPlugin[]): string | null {
  const blog = plugins.find(
    ({name, options}) =>
      name === 'docusaurus-plugin-content-blog' && options.id === releasesPluginId,
  );
  const posts = (blog?.content as BlogContent | undefined)?.blogPosts ?? [];
  return releaseNotesData(posts).latest?.permalink.replace(/(.)\/+$/, '$1') ?? null;
}

async function writeText(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), {recursive: true});
  await writeFile(file, text);
}
