import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from './fixtures';
import {articles, releaseNotes} from './docsIndex';
import {parseHtml} from '../../src/plugins/pageMarkdown';
import {htmlPages} from '../../scripts/route-chunks.mjs';
import {indexedPages} from '../searchIndex.mjs';

/**
 * What the build puts in the site search's index (build/pagefind/): which pages, and which of
 * their text. Finding things in it is tested in the browser (search*.spec.ts).
 */
const buildDir = join(__dirname, '..', '..', 'build');

test('the index holds the home page, every article and release note, and no other page', async () => {
  const expected = [
    '/',
    ...(await articles()).map(({slug}) => `/${slug}`),
    ...(await releaseNotes()).map(({path}) => path),
  ];
  // Not the search page, the not-found page, the list of notes or the way to the newest.
  expect(indexedPages(buildDir).map(({url}) => url)).toEqual(expected.sort());
});

type Root = ReturnType<typeof parseHtml>;
type Node = Root | Root['children'][number];

/**
 * The text a reader does not see as the page's own, read from a built page: the fallback shown
 * without JavaScript, words for screen readers only, the page's tools and the footer's line.
 */
function unseenTexts(html: string): string[] {
  const texts: string[] = [];
  let seen = '';
  const visit = (node: Node, unseen: boolean): void => {
    if (node.type === 'text' && unseen) texts.push(node.value.replace(/\s+/g, ' ').trim());
    if (node.type === 'text' && !unseen) seen += ` ${node.value.replace(/\s+/g, ' ')}`;
    if (!('children' in node)) return;
    let hidden = unseen;
    if (node.type === 'element') {
      const classes = ([] as unknown[]).concat(node.properties.className ?? []).map(String);
      hidden ||=
        node.tagName === 'noscript' ||
        classes.some(
          (name) =>
            name === 'visually-hidden' || name.includes('srOnly') || name === 'footer__copyright',
        ) ||
        node.properties.dataNotContent !== undefined;
    }
    for (const child of node.children) visit(child, hidden);
  };
  visit(parseHtml(html), false);
  // Short pieces ("Model", "Copy") are words the page's own text may use; long ones are not,
  // unless the page shows them too (the feedback tool's address, also in the support page).
  return texts.filter((text) => text.length >= 12 && !seen.includes(text));
}

test('the index holds the text a reader sees, not the hidden words, tools or footer', () => {
  const files = new Map(htmlPages(buildDir).map(({file, path}) => [path, file]));
  const pages = indexedPages(buildDir);
  expect(pages.length).toBeGreaterThan(0);
  for (const {url, content} of pages) {
    const html = readFileSync(files.get(url) ?? '', 'utf8');
    const unseen = unseenTexts(html);
    expect(unseen.length, url).toBeGreaterThan(0);
    const indexed = content.replace(/\s+/g, ' ');
    for (const text of unseen) expect(indexed, `${url}: "${text}"`).not.toContain(text);
  }
});

/** The text of each element that holds only text, inside the part of the page that is indexed. */
function leafTexts(html: string): string[] {
  const texts: string[] = [];
  const visit = (node: Node, indexed: boolean): void => {
    if (!('children' in node)) return;
    const inside =
      indexed || (node.type === 'element' && node.properties.dataPagefindBody !== undefined);
    if (node.type === 'element' && inside && node.children.length > 0) {
      if (node.children.every((child) => child.type === 'text')) {
        const text = node.children.map((child) => ('value' in child ? child.value : '')).join('');
        texts.push(text.replace(/\s+/g, ' ').trim());
      }
    }
    for (const child of node.children) visit(child, inside);
  };
  visit(parseHtml(html), false);
  // Two words or more: a single word ("Chat") may be the start of another ("ChatGPT").
  return texts.filter((text) => /^[\p{L}\p{N}].* .*[\p{L}\p{N}]$/u.test(text));
}

test('the index keeps the words of neighbouring elements apart, so excerpts never run them together', () => {
  const files = new Map(htmlPages(buildDir).map(({file, path}) => [path, file]));
  for (const {url, content} of indexedPages(buildDir)) {
    const indexed = content.replace(/\s+/g, ' ');
    for (const text of leafTexts(readFileSync(files.get(url) ?? '', 'utf8'))) {
      if (!indexed.includes(text)) continue;
      const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(indexed, `${url}: "${text}" runs into a neighbour`).toMatch(
        new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u'),
      );
    }
  }
});

test("the build ships the files the site search reads, not Pagefind's own interfaces", () => {
  // The script and WebAssembly, the entry and meta files, and the index's pieces and fragments.
  expect(
    readdirSync(join(buildDir, 'pagefind')).filter(
      (name) =>
        !/^(pagefind\.js|pagefind-entry\.json|wasm\.\w+\.pagefind|pagefind\.\w+\.pf_meta|index|fragment)$/.test(
          name,
        ),
    ),
  ).toEqual([]);
});
