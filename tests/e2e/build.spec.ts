import {execFileSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {basename, join, sep} from 'node:path';
// What the build wrote, read from build/: no page is opened, so no browser is started.
import {test, expect} from '@playwright/test';
import {buildDir, builtHtml, readBuilt, root} from './built';
import {articles, releaseNotes} from './docsIndex';
import budgets from '../budgets.json';
import {indexedPages} from '../searchIndex.mjs';
import {searchIndexDir} from '../../src/search/bundle';
import {
  inKeywords,
  pieceOf,
  stopWords,
  termOf,
  wordsOf,
  type SearchIndex,
  type TermsPiece,
} from '../../src/search/words';
import {brand} from '../../src/brand';
import {spec} from '../shared/spec';
import {faq, faqAnchor} from '../../src/data/faq';
import {helpful} from '../../src/data/helpful';
import {sectionKeywords} from '../../src/data/sectionKeywords';
import {markdownPath} from '../../src/markdownCopy';
import {hasFullGitHistory} from '../../src/plugins/gitHistory';
import {latestPath} from '../../src/plugins/releaseFacts';
import {readReleaseNotes, releasesDir} from '../../src/plugins/releaseNotes';
import {partKeywordsField} from '../../src/plugins/rehypePartKeywords';
import {parseHtml} from '../../src/plugins/pageMarkdown';
import {readDocs} from '../../src/plugins/frontMatter';
import {htmlPages} from '../../scripts/html-pages.mjs';
import {type Asset, initialCode} from '../shared/initialCode.mjs';

// The whole sitemap, whatever E2E_PATH picks: these checks read every page.
const sitemapUrls = [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc]) => loc!,
);
const sitemapPaths = sitemapUrls.map((url) => new URL(url).pathname);
const siteOrigin = new URL(sitemapUrls[0]!).origin;

test('the sitemap and the search index hold exactly the home page, every article and release note, the sitemap on the canonical origin', async () => {
  for (const url of sitemapUrls) expect(url.startsWith(`${brand.siteUrl}/`), url).toBe(true);
  const pages = [
    '/',
    ...(await articles()).map(({slug}) => `/${slug}`),
    ...(await releaseNotes()).map(({path}) => path),
  ].sort();
  // The sitemap also lists the notes' own list, which the index leaves out.
  expect([...sitemapPaths].sort()).toEqual([...pages, `/${releasesDir}`].sort());
  expect(indexedPages(buildDir).map(({url}) => url)).toEqual(pages);
});

test('every article shows when it last changed, as its Git history says, in its page and its structured data', async () => {
  const full = hasFullGitHistory(root);
  for (const {name: slug, file} of await readDocs(root)) {
    const html = builtHtml(`/${slug}`);
    const shown = /<time[^>]*datetime="?([^"\s>]+)/.exec(html)?.[1];
    const data = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([^<]+)<\/script>/g)]
      .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
      .find((block) => block['@type'] === 'WebPage');
    expect(data, `/${slug} describes itself as a WebPage`).toBeTruthy();
    // Without full history, no date rather than a wrong one; else the file's last non-merge commit.
    const log = ['log', '-1', '--no-merges', '--format=%ct', '--', file];
    const committed = full ? execFileSync('git', log, {cwd: root, encoding: 'utf8'}).trim() : '';
    const expected = committed ? new Date(Number(committed) * 1000).toISOString() : undefined;
    expect(shown, `/${slug} shows its date`).toBe(expected);
    expect(data?.dateModified, `/${slug} dateModified`).toBe(expected);
  }
});

test('every page downloads no more JavaScript and CSS than the budget before it hydrates (gzip), and not the search engine’s code', async ({
  page,
}) => {
  const paths = htmlPages(buildDir).map(({path}) => (path === '/404' ? '/404.html' : path));
  expect(paths).toContain('/');
  // The engine reads the index's fields by name (`relatedPieces`…); the page only fetches it.
  const index = JSON.parse(readBuilt(`${searchIndexDir}/index.json`)) as SearchIndex;
  const fields = Object.keys(index).filter((field) => /[A-Z]/.test(field));
  expect(fields.length).toBeGreaterThan(0);
  for (const path of paths) {
    const {js, css, jsGzip, cssGzip} = await initialCode(page, path, buildDir);
    for (const {file} of js) {
      const code = readBuilt(file.slice(1));
      const read = fields.filter((field) => code.includes(field));
      expect.soft(read, `${path}: ${file} holds the search engine's code`).toEqual([]);
    }
    // The message lists the page's assets, with their gzip bytes, to show what to trim.
    const assets = (list: Asset[]) => list.map(({file, gzip}) => `${gzip} B ${file}`).join('\n');
    expect
      .soft(jsGzip, `${path}: initial JS\n${assets(js)}`)
      .toBeLessThanOrEqual(budgets.initialJsGzipMax);
    expect
      .soft(cssGzip, `${path}: initial CSS\n${assets(css)}`)
      .toBeLessThanOrEqual(budgets.initialCssGzipMax);
  }
});

type Root = ReturnType<typeof parseHtml>;
type Node = Root | Root['children'][number];

/** A page's `unseen` texts (no-script, screen-reader, tools, footer) and its indexed `leaves`. */
function pageTexts(html: string): {unseen: string[]; leaves: string[]} {
  const unseen: string[] = [];
  const leaves: string[] = [];
  let seen = '';
  const visit = (node: Node, hidden: boolean, indexed: boolean): void => {
    if (node.type === 'text' && hidden) unseen.push(node.value.replace(/\s+/g, ' ').trim());
    if (node.type === 'text' && !hidden) seen += ` ${node.value.replace(/\s+/g, ' ')}`;
    if (!('children' in node)) return;
    if (node.type === 'element') {
      const classes = ([] as unknown[]).concat(node.properties.className ?? []).map(String);
      hidden ||=
        node.tagName === 'noscript' ||
        classes.some(
          (name) =>
            name === 'visually-hidden' || name.includes('srOnly') || name === 'footer__copyright',
        ) ||
        node.properties.dataNotContent !== undefined;
      indexed ||= node.properties.dataPagefindBody !== undefined;
      if (indexed && node.children.length > 0 && node.children.every((c) => c.type === 'text')) {
        const text = node.children.map((child) => ('value' in child ? child.value : '')).join('');
        leaves.push(text.replace(/\s+/g, ' ').trim());
      }
    }
    for (const child of node.children) visit(child, hidden, indexed);
  };
  visit(parseHtml(html), false, false);
  return {
    unseen: unseen.filter((text) => text.length >= 12 && !seen.includes(text)),
    // Two words or more: a single word ("Chat") may be the start of another ("ChatGPT").
    leaves: leaves.filter((text) => /^[\p{L}\p{N}].* .*[\p{L}\p{N}]$/u.test(text)),
  };
}

test('every writer’s phrasing (a doc’s or release note’s front matter, a home section’s, an FAQ entry’s) is in the index as its part’s', async () => {
  const read = (path: string): unknown => JSON.parse(readBuilt(join(searchIndexDir, path)));
  const index = read('index.json') as SearchIndex;
  const sources = [
    ...(await readDocs(root)).map(({name, frontMatter}) => ({
      url: String(frontMatter.slug ?? `/${name}`),
      frontMatter,
    })),
    ...(await readReleaseNotes(root)).map(({file, frontMatter}) => ({
      url: `/${releasesDir}/${basename(file).replace(/\.mdx?$/, '')}`,
      frontMatter,
    })),
  ];
  const given = [
    ...sources.flatMap(({url, frontMatter}) =>
      Object.entries((frontMatter[partKeywordsField] ?? {}) as Record<string, string[]>).map(
        ([id, phrasings]) => ({url, anchor: `#${id}`, phrasings}),
      ),
    ),
    ...Object.entries(sectionKeywords).map(([id, phrasings]) => ({
      url: '/',
      anchor: `#${id}`,
      phrasings,
    })),
    ...faq.map((entry) => ({
      url: '/',
      anchor: `#${faqAnchor(entry)}`,
      phrasings: entry.keywords ?? [],
    })),
  ];
  expect(given.length).toBeGreaterThan(0);
  for (const {url, anchor, phrasings} of given) {
    const place = index.places.findIndex(
      ([page, at]) => index.pages[page]?.[0] === url && at === anchor,
    );
    expect(place, `${url}${anchor}`).toBeGreaterThanOrEqual(0);
    for (const word of phrasings.flatMap(wordsOf).filter((word) => !stopWords.has(word))) {
      const term = termOf(word);
      const piece = read(`${index.version}/terms/${pieceOf(term)}.json`) as TermsPiece;
      const held = piece[term]?.places.find(([at]) => at === place);
      expect((held?.[1] ?? 0) & inKeywords, `${url}${anchor}: "${word}"`).toBeTruthy();
    }
  }
});

test('the index holds the text a reader sees, not the hidden words, tools or footer, and keeps neighbouring elements apart', () => {
  const pages = indexedPages(buildDir);
  expect(pages.length).toBeGreaterThan(0);
  for (const {url, content} of pages) {
    const text = content.replace(/\s+/g, ' ');
    const {unseen, leaves} = pageTexts(builtHtml(url));
    expect(unseen.length, url).toBeGreaterThan(0);
    for (const hidden of unseen) expect(text, `${url}: "${hidden}"`).not.toContain(hidden);
    // Excerpts never run the words of two elements together.
    for (const leaf of leaves.filter((leaf) => text.includes(leaf))) {
      const escaped = leaf.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const alone = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
      expect(text, `${url}: "${leaf}" runs into a neighbour`).toMatch(alone);
    }
  }
});

// The pages' Markdown copies and llms.txt; how the server sends them is in markdown.spec.ts.

test('llms.txt lists every sitemap page, each link a file of the build, within its size budget', () => {
  const llms = readBuilt('llms.txt');
  expect(llms).toMatch(/^# .+\n\n> .+\n\n## /);
  expect(Buffer.byteLength(llms)).toBeLessThanOrEqual(budgets.llmsTxtBytesMax);
  // Each sitemap page's Markdown copy on the site's origin, a file of the build.
  const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url]) => url!);
  const copies = sitemapUrls.map((url) => `${siteOrigin}${markdownPath(new URL(url).pathname)}`);
  expect(links.sort()).toEqual(copies.sort());
  for (const url of links) readBuilt(new URL(url).pathname);
  const full = readBuilt('llms-full.txt');
  expect(Buffer.byteLength(full)).toBeLessThanOrEqual(budgets.llmsFullTxtBytesMax);
  for (const url of sitemapUrls) expect(full).toContain(`URL: ${url}\n`);
});

// That every sitemap page has a copy: the llms.txt test above.
test('the Markdown copies hold no imports, tags or page’s tools', () => {
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter(
    (file) => file.endsWith('.md') && !file.startsWith(`assets${sep}`),
  );
  const copies = new Set(files.map((file) => `/${file.replace(/\\/g, '/')}`));
  for (const file of [...files, 'llms-full.txt']) {
    const markdown = readBuilt(file);
    if (file !== 'llms-full.txt') {
      expect(markdown, file).toMatch(/^# \S/m);
      expect(markdown, file).not.toMatch(/^import\s/m);
      expect(markdown, file).not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/);
      for (const [, href] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
        expect(href, file).toMatch(/^(https?:|mailto:)/);
      }
    }
    // A page that has a copy is linked by its copy.
    for (const [, href] of markdown.matchAll(/\]\((https?:[^)\s]+)\)/g)) {
      const url = new URL(href!);
      if (url.origin !== siteOrigin || url.pathname.endsWith('.md')) continue;
      expect(copies, `${file} links ${href}`).not.toContain(markdownPath(url.pathname));
    }
    // The page's tools: the feedback question, the Markdown actions, the way back home.
    for (const tool of [helpful.question, 'Copy as Markdown', 'View as Markdown', spec.backHome]) {
      expect(markdown, file).not.toContain(tool);
    }
  }
});

test('the newest release note is also at /releases/latest.md', () => {
  const html = readBuilt(`${latestPath.slice(1)}.html`);
  const newest = /<main[\s\S]*?<a\b[^>]*\bhref="?([^"\s>]+)/.exec(html)![1]!;
  expect(readBuilt(markdownPath(latestPath))).toBe(readBuilt(markdownPath(newest)));
});
