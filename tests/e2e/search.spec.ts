import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from './built';
import {test, expect, gotoHydrated} from './fixtures';
import {articles, anyArticle, ownHeading} from './docsIndex';
import {expectAccessibleInEachTheme, navbarSearch} from './checks';
import {brand} from '../../src/brand';
import {noDirectAnswer} from '../../src/components/SearchHelp/messages';
import {searchLimits} from '../../src/search/engine';
import {searchIndexDir} from '../../src/search/bundle';
import type {SearchIndex} from '../../src/search/words';
import searchQuestions from '../shared/searchQuestions.json';

test.use({viewport: {width: 1280, height: 800}});

const readIndex = (): SearchIndex =>
  JSON.parse(readFileSync(join(buildDir, searchIndexDir, 'index.json'), 'utf8')) as SearchIndex;

test('the navbar search box: Ctrl+K, a first search’s downloads, the list from the keyboard, words inside an article, every article by its title; the search page for a query in its address', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const article = await anyArticle();
  await gotoHydrated(page, '/');
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const search = navbarSearch(page);
  await expect(search).toBeVisible();
  await page.locator('body').press('Control+k');
  await expect(search).toBeFocused();
  await search.fill(article.title);
  const options = page.locator('[role="listbox"]:not([aria-busy="true"])').getByRole('option');
  // The list shows once the search has run every phrasing it needed.
  await expect(options.first()).toContainText(article.title);

  await test.step('a first search fetches the pieces it needs, no file that grows with the site', async () => {
    // Only the site's code and the index's files (build/search-index/).
    const index = fetched.filter((path) => path.startsWith(`/${searchIndexDir}/`));
    const own = new RegExp(`^/(${searchIndexDir}|assets)/`);
    expect(fetched.filter((path) => !own.test(path))).toEqual([]);
    // None is large: the index of a bigger site is split into more pieces, not bigger ones.
    for (const path of new Set(index)) {
      expect(statSync(join(buildDir, path)).size, path).toBeLessThanOrEqual(100 * 1024);
    }
    const {pieces} = readIndex();
    const read = new Set(index.filter((path) => path.includes('/terms/')));
    // The pieces of the words searched and of what they mean, not every piece of the index.
    expect(read.size).toBeGreaterThan(0);
    expect(read.size).toBeLessThan(pieces.length);
    // The text of no more pages than the list has room for.
    const texts = new Set(index.filter((path) => path.includes('/text/')));
    expect(texts.size).toBeLessThanOrEqual(searchLimits.suggestions);
  });

  await test.step('arrows choose, Escape closes, then clears, Enter goes', async () => {
    // An article's title is in its page and in parts of it: more than one place.
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    const count = await options.count();
    const chosen = async (index: number, ...keys: string[]) => {
      for (const key of keys) await search.press(key);
      await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
      const id = await options.nth(index).getAttribute('id');
      await expect(search).toHaveAttribute('aria-activedescendant', id ?? '');
    };
    await chosen(0);
    await chosen(1, 'ArrowDown');
    // Up from the first goes round to the last.
    await chosen(count - 1, 'ArrowUp', 'ArrowUp');
    await chosen(1, 'ArrowDown', 'ArrowDown');
    await search.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toHaveValue(article.title);
    await search.press('Escape');
    await expect(search).toHaveValue('');

    await search.fill(article.title);
    await expect(options.first()).toContainText(article.title);
    await chosen(1, 'ArrowDown');
    // The second place: the page it leads to shows its title (a heading, a question).
    const title = (await options.nth(1).locator('span').first().textContent()) ?? '';
    expect(title).not.toBe('');
    await search.press('Enter');
    await expect(page).not.toHaveURL('/');
    await expect(page.getByRole('main')).toContainText(title);
  });

  await test.step('words from an article’s text, not its title, find it', async () => {
    await search.fill(await ownHeading(article));
    const hit = page.getByRole('option').filter({hasText: article.title}).first();
    await expect(hit).toBeVisible();
    await hit.click();
    // The hit may point at the section that holds the words.
    await expect(page).toHaveURL(new RegExp(`/${article.slug}(#[\\w-]+)?$`));
    // The index is the site's own files: searching asks no other host.
    const origins = new Set(requests.map((url) => new URL(url).origin));
    expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
    expect(requests.some((url) => new URL(url).pathname.includes('/terms/'))).toBe(true);
  });

  await test.step('every article and the support page can be found by its title', async () => {
    const only = process.env.E2E_PATH;
    for (const {slug, title} of (await articles()).filter((a) => !only || `/${a.slug}` === only)) {
      await search.fill(title);
      // The list may still show the previous query's hits: wait for this query's own.
      await expect(page.getByRole('option').first()).toContainText(title);
      await search.press('Enter');
      await expect(page).toHaveURL(`/${slug}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    }
  });

  await test.step('the search page lists the places for a query in its address, names the site and stays out of search engines', async () => {
    await gotoHydrated(page, `/search?q=${encodeURIComponent(article.title)}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText(article.title);
    const places = page.getByRole('main').getByRole('article');
    const link = places.getByRole('link', {name: article.title}).first();
    await expect(link).toHaveAttribute('href', `/${article.slug}`);
    await expect(page).toHaveTitle(new RegExp(`\\| ${brand.productName}$`));
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('head meta[property="robots"]')).toHaveCount(0);
  });
});

test(`the open list, the word that nothing matches and the search page have no accessibility violations; the page lists each place once, with no help for an empty search, in each theme`, async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  const article = await anyArticle();
  // The navbar and its box are the same on every page: an article's is checked, a lighter page
  // for axe than the home page with its demo.
  await gotoHydrated(page, `/${article.slug}`);
  const search = page.getByRole('combobox', {name: 'Search'});
  await search.focus();
  await search.fill(article.title);
  await expect(page.locator('[role="listbox"]:not([aria-busy="true"])')).toBeVisible();
  // The navbar, which holds the box and its list: the rest of the page has its own pass
  // (quality/pages.spec.ts).
  await expectAccessibleInEachTheme(page, '.navbar');
  await search.fill('xylophone');
  await expect(
    page.getByRole('navigation', {name: 'Main'}).getByText(new RegExp(`^${noDirectAnswer}`)),
  ).toBeVisible();
  await expectAccessibleInEachTheme(page, '.navbar');
  const answered = searchQuestions.find((q) => q.answers.length > 0)!;
  await gotoHydrated(page, `/search?q=${encodeURIComponent(answered.query)}`);
  const main = page.getByRole('main');
  const places = main.getByRole('article');
  await expect(places.first()).toBeVisible();
  // A search that answers offers no help for finding no answer.
  await expect(main.getByText(new RegExp(`^${noDirectAnswer}`))).toHaveCount(0);
  await expect(main.getByRole('link', {name: 'frequently asked questions'})).toHaveCount(0);
  const links = await places.evaluateAll((all) =>
    all.map((place) => place.querySelector('a')?.getAttribute('href') ?? ''),
  );
  expect(links.filter((href, index) => links.indexOf(href) !== index)).toEqual([]);
  await expectAccessibleInEachTheme(page);
});
