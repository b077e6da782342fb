import {statSync} from 'node:fs';
import {join} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {buildDir} from './built';
import {test, expect, gotoHydrated, settle} from './fixtures';
import {articles, anyArticle, ownHeading} from './docsIndex';
import {axeTags, themes} from './quality/pages';
import {noResultsMessage} from '../../src/components/SearchHelp/messages';
import {searchLimits} from '../../src/search/engine';
import {conceptsOf} from '../../src/search/queries';

test.beforeEach(async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
});

test('the navbar search box opens with Ctrl+K and finds text inside an article', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoHydrated(page, '/');
  const search = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
  await expect(search).toBeVisible();
  await page.locator('body').press('Control+k');
  await expect(search).toBeFocused();
  // Words from an article's text, not its title.
  const article = await anyArticle();
  await search.fill(await ownHeading(article));
  const hit = page.getByRole('option').filter({hasText: article.title}).first();
  await expect(hit).toBeVisible();
  await hit.click();
  // The hit may point at the section that holds the words.
  await expect(page).toHaveURL(new RegExp(`/${article.slug}(#[\\w-]+)?$`));
  // The index is the site's own files: searching asks no other host.
  const origins = new Set(requests.map((url) => new URL(url).origin));
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
  expect(requests.some((url) => new URL(url).pathname.startsWith('/pagefind/index/'))).toBe(true);
});

test('a first search fetches the pieces of the index its words need, no file that grows with the site', async ({
  page,
}) => {
  const article = await anyArticle();
  await gotoHydrated(page, '/');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const search = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
  await search.focus();
  await search.fill(article.title);
  // The list shows once the search has run every phrasing it needed.
  await expect(page.getByRole('option').first()).toContainText(article.title);

  // The site's code and the index's files (build/pagefind/), nothing else: no index file of
  // its own beside them.
  const index = fetched.filter((path) => path.startsWith('/pagefind/'));
  expect(
    fetched.filter((path) => !path.startsWith('/pagefind/') && !path.startsWith('/assets/')),
  ).toEqual([]);
  // Pagefind's script and WebAssembly, the entry and meta files (the list of pages and pieces:
  // a few bytes a page), pieces of the index by word, and one fragment per page listed.
  const kinds =
    /^\/pagefind\/(pagefind\.js|pagefind-entry\.json|wasm\.\w+\.pagefind|pagefind\.\w+\.pf_meta|index\/\w+\.pf_index|fragment\/\w+\.pf_fragment)$/;
  expect(index.filter((path) => !kinds.test(path))).toEqual([]);
  // None is large: the whole index of a bigger site is split into more pieces, not bigger ones.
  for (const path of new Set(index)) {
    expect(statSync(join(buildDir, path)).size, path).toBeLessThanOrEqual(100 * 1024);
  }
  // Pieces for the words searched (a word may straddle two), not for every page.
  const words = new Set(conceptsOf(article.title).flatMap(({terms}) => terms));
  const pieces = new Set(index.filter((path) => path.startsWith('/pagefind/index/')));
  expect(pieces.size).toBeGreaterThan(0);
  expect(pieces.size).toBeLessThanOrEqual(2 * words.size);
  // The text of no more pages than the list has room for.
  const fragments = new Set(index.filter((path) => path.startsWith('/pagefind/fragment/')));
  expect(fragments.size).toBeLessThanOrEqual(searchLimits.suggestions);
});

test('every article and the support page can be found by its title', async ({page}) => {
  await gotoHydrated(page, '/');
  const only = process.env.E2E_PATH;
  for (const {slug, title} of (await articles()).filter(({slug}) => !only || `/${slug}` === only)) {
    const search = page.getByRole('combobox', {name: 'Search'});
    await search.focus();
    await search.fill(title);
    // The list may still show the previous query's hits: wait for this query's own.
    await expect(page.getByRole('option').first()).toContainText(title);
    await search.press('Enter');
    await expect(page).toHaveURL(`/${slug}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  }
});

test('the search page lists results for a query in the address', async ({page}) => {
  const article = await anyArticle();
  const {slug, title} = article;
  await gotoHydrated(page, `/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText(title);
  await expect(page.getByRole('article').getByRole('link', {name: title}).first()).toHaveAttribute(
    'href',
    `/${slug}`,
  );
});

test('the list is worked from the keyboard: arrows choose, Enter goes, Escape closes, then clears', async ({
  page,
}) => {
  const article = await anyArticle();
  await gotoHydrated(page, '/');
  const search = page.getByRole('combobox', {name: 'Search'});
  await search.focus();
  await search.fill(article.title);
  const list = page.locator('[role="listbox"]:not([aria-busy="true"])');
  const options = list.getByRole('option');
  await expect(options.first()).toContainText(article.title);
  // An article's title is in its page and in parts of it: more than one place.
  await expect.poll(() => options.count()).toBeGreaterThan(1);
  const count = await options.count();
  const chosen = async (index: number) => {
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    const id = await options.nth(index).getAttribute('id');
    await expect(search).toHaveAttribute('aria-activedescendant', id ?? '');
  };
  await chosen(0);
  await search.press('ArrowDown');
  await chosen(1);
  await search.press('ArrowUp');
  await search.press('ArrowUp');
  // Up from the first goes round to the last.
  await chosen(count - 1);
  await search.press('ArrowDown');
  await search.press('ArrowDown');
  await chosen(1);
  // The second place: the page it leads to shows its title (a heading, a question).
  const title = (await options.nth(1).locator('span').first().textContent()) ?? '';
  expect(title).not.toBe('');
  await search.press('Enter');
  await expect(page).not.toHaveURL('/');
  await expect(page.getByRole('main')).toContainText(title);

  await gotoHydrated(page, '/');
  await search.focus();
  await search.fill(article.title);
  await expect(options.first()).toBeVisible();
  await search.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(search).toHaveValue(article.title);
  await search.press('Escape');
  await expect(search).toHaveValue('');
});

for (const theme of themes) {
  test(`the open list, and the word that nothing matches, have no accessibility violations (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
    const article = await anyArticle();
    await gotoHydrated(page, '/');
    const search = page.getByRole('combobox', {name: 'Search'});
    await search.focus();
    await search.fill(article.title);
    await expect(page.locator('[role="listbox"]:not([aria-busy="true"])')).toBeVisible();
    await settle(page);
    const listed = await new AxeBuilder({page}).withTags(axeTags).analyze();
    expect(listed.violations.map(({id, nodes}) => `${id}: ${nodes.length}`)).toEqual([]);
    await search.fill('xylophone');
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByText(noResultsMessage),
    ).toBeVisible();
    await settle(page);
    const empty = await new AxeBuilder({page}).withTags(axeTags).analyze();
    expect(empty.violations.map(({id, nodes}) => `${id}: ${nodes.length}`)).toEqual([]);
  });
}
