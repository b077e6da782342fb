/**
 * Writes what AI assistants read (the llms.txt convention), all from the build: every page's
 * Markdown at its address plus `.md`, `/llms.txt` (their index) and `/llms-full.txt` (all).
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadedPlugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {markdownPath} from '../markdownCopy';
import type {Build, BuiltPage} from './pageTypes';
import {contentMarkdown, pageFacts, parseHtml, type PageFacts} from './pageMarkdown';
import {latestPath, releaseNotesData, releasesPluginId} from './releaseNotes';

interface Llms {
  title: string;
  summary: string;
  /** Each section's pages, with the absolute URL of each one's Markdown copy. */
  sections: readonly {name: string; pages: readonly ListedPage[]}[];
  pages: readonly {title: string; url: string; markdown: string}[];
}
type ListedPage = {title: string; description: string; markdownUrl: string};

/** `/llms.txt`: `# title`, `> summary`, then one `##` section per kind of page. */
export function formatLlmsTxt({title, summary, sections}: Omit<Llms, 'pages'>): string {
  const line = (text: string) => text.replace(/\s+/g, ' ').trim();
  const item = ({title: page, description, markdownUrl}: ListedPage) =>
    `- [${line(page)}](${markdownUrl})${description ? `: ${line(description)}` : ''}`;
  const blocks = sections
    .filter((section) => section.pages.length > 0)
    .map(({name, pages}) => `## ${name}\n\n${pages.map(item).join('\n')}`);
  return `${[`# ${line(title)}`, `> ${line(summary)}`, ...blocks].join('\n\n')}\n`;
}

/** `/llms-full.txt`: every page's Markdown, each introduced by its title and URL. */
export function formatLlmsFull({title, summary, pages}: Omit<Llms, 'sections'>): string {
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
function withMarkdownAlternate(html: string, href: string): string {
  const link = `<link rel="alternate" type="text/markdown" href="${href}">`;
  if (!html.includes('</head>')) throw new Error('A page has no </head> to add its link to');
  return html.replace('</head>', `${link}</head>`);
}

/** Docs versions older than the latest release, from the docs plugins' loaded content. */
export function olderDocsVersions(plugins: readonly LoadedPlugin[]): Set<string> {
  const versions = plugins
    .filter(({name}) => name === 'docusaurus-plugin-content-docs')
    .flatMap(({content}) => (content as DocsContent | undefined)?.loadedVersions ?? []);
  const older = versions.filter(({isLast, versionName}) => !isLast && versionName !== 'current');
  return new Set(older.map(({versionName}) => versionName));
}

/**
 * Writes the Markdown copies, llms.txt and llms-full.txt of the built pages, and links each page
 * that has a copy to it.
 */
export async function writeMarkdownCopies(
  built: BuiltPage[],
  {outDir, plugins, siteConfig}: Build,
) {
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
    .sort((a, b) => a.path.localeCompare(b.path));
  const markdownPages = new Set(pages.map(({path}) => path));
  const copies = await Promise.all(
    pages.map(async ({path, facts}) => {
      const url = `${siteUrl}${path}`;
      const context = {pageUrl: url, siteUrl, markdownPages};
      const markdown = contentMarkdown(facts.content!, facts.title, context);
      const href = markdownPath(path);
      await writeText(join(outDir, href), markdown);
      return {...facts, path, url, markdown, href, markdownUrl: `${siteUrl}${href}`};
    }),
  );
  const listed = copies.filter((copy) => !copy.noIndex);
  const sections = orderSections(listed.map((copy) => sectionOf(copy, older))).map((name) => ({
    name,
    pages: listed.filter((copy) => sectionOf(copy, older) === name),
  }));
  const [title, summary] = [siteConfig.title, siteConfig.tagline];
  await Promise.all([
    writeFile(join(outDir, 'llms.txt'), formatLlmsTxt({title, summary, sections})),
    writeFile(join(outDir, 'llms-full.txt'), formatLlmsFull({title, summary, pages: listed})),
  ]);
  const written = new Map(copies.map(({path, href}) => [path, href]));
  // /releases/latest leads to the newest note: its copy is that note's.
  const newest = copies.find(({path}) => path === newestReleaseNote(plugins));
  if (newest) {
    await writeText(join(outDir, markdownPath(latestPath)), newest.markdown);
    written.set(latestPath, markdownPath(latestPath));
  }
  for (const page of built) {
    const href = written.get(page.path);
    if (href) page.html = withMarkdownAlternate(page.html, href);
  }
}

/** The path of the newest release note; null if none. */
function newestReleaseNote(plugins: readonly LoadedPlugin[]): string | null {
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
