/**
 * The site search's index. Once the build has written its pages for the last time, Pagefind
 * indexes them into build/pagefind/: an index split into small files by word, so that a query
 * downloads the parts for its own words and the excerpts of the results it shows, whatever the
 * size of the site (src/search/ reads them in the browser).
 *
 * Indexed: the pages search engines may index (no `noindex`: not /search, not the working copy
 * under /next, not /releases/latest), except older docs versions and the not-found page; of each,
 * only the part the theme marks `data-pagefind-body` (a doc's content, a release note, the home
 * page's main), so the navbar, sidebars, table of contents and footer are not. The list of
 * release notes has no such part: each note is found on its own page.
 */
import {readdir, rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type * as Pagefind from 'pagefind';
import {searchBundleDir} from '../search/bundle';
import type {RouteFacts} from './pagePipeline';

/** Pagefind's Node API, loaded by Node rather than the config's loader (see loadPagefind.cjs). */
const loadPagefind = createRequire(__filename)('./loadPagefind.cjs') as () => Promise<
  typeof Pagefind
>;

/**
 * What is not the page's own text: no-script fallbacks, screen-reader-only duplicates, the
 * scripted demo and pictures drawn in HTML (their text is a picture's), captions of figures, and
 * the "#" link beside each heading.
 */
export const notSearchedSelectors = [
  'noscript',
  '.visually-hidden',
  '[class*="srOnly"]',
  '[data-playing]',
  '[role="img"]',
  'figcaption',
  '[data-not-content]',
  '.hash-link',
];

/** Elements inside a word's run of text: `<strong>un</strong>likely` is one word. */
const inlineTags =
  'a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|strong|sub|sup|time|u|var|wbr';
const elementStart = new RegExp(`<(?!(?:${inlineTags})\\b)([a-z][\\w-]*)`, 'gi');
const elementEnd = new RegExp(`(</(?!(?:${inlineTags})>)[a-z][\\w-]*>)`, 'gi');

/**
 * A page's HTML as the index reads it: a space at each element's start and end (other than the
 * inline ones inside a run of text), so that the text of two elements never runs together
 * ("Windows" then "Coming Soon" in a button's label; a list item whose end tag the minified page
 * leaves out). The served page is not changed.
 */
export function searchableHtml(html: string): string {
  return html.replace(elementStart, ' <$1').replace(elementEnd, '$1 ');
}

/** Whether a built page belongs in the index (see above). */
export function isSearched(
  page: {path: string; html: string; route: RouteFacts},
  olderVersions: ReadonlySet<string>,
): boolean {
  return (
    page.path !== '/404' &&
    !page.route.noIndex &&
    !(page.route.docsVersion && olderVersions.has(page.route.docsVersion)) &&
    /\sdata-pagefind-body[\s=>]/.test(page.html)
  );
}

/**
 * Files of the Pagefind bundle the site's own search reads. Left out: its prebuilt interfaces
 * (the site has its own, src/theme/SearchBar) and its worker (the search runs on the page's
 * thread, src/search/load.ts).
 */
export function isUsedBundleFile(name: string): boolean {
  return !/^pagefind-(?:ui|modular-ui|component-ui|highlight|worker)\b/.test(name);
}

/** Indexes the built pages as served (the `search index` step of src/plugins/pagePipeline.ts). */
export async function indexPages(
  outDir: string,
  builtPages: readonly {path: string; html: string; route: RouteFacts}[],
  older: ReadonlySet<string>,
): Promise<void> {
  const started = performance.now();
  const pages = builtPages.filter((page) => isSearched(page, older));
  const pagefind = await loadPagefind();
  try {
    const {index, errors} = await pagefind.createIndex({
      excludeSelectors: notSearchedSelectors,
    });
    if (!index) throw new Error(`site search: ${errors.join('; ')}`);
    for (const {path, html} of pages) {
      const added = await index.addHTMLFile({url: path, content: searchableHtml(html)});
      if (added.errors.length > 0) {
        throw new Error(`site search: ${path}: ${added.errors.join('; ')}`);
      }
    }
    const bundle = join(outDir, searchBundleDir);
    const written = await index.writeFiles({outputPath: bundle});
    if (written.errors.length > 0) {
      throw new Error(`site search: ${written.errors.join('; ')}`);
    }
    for (const name of await readdir(bundle)) {
      if (!isUsedBundleFile(name)) await rm(join(bundle, name), {recursive: true});
    }
  } finally {
    await pagefind.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[site-search] indexed ${pages.length} pages in ${seconds} s`);
}
