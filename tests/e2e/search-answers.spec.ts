import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {buildDir} from './built';
import {test, expect, gotoHydrated, tabTo} from './fixtures';
import {articles, anyArticle, ownHeading} from './docsIndex';
import {expectAccessibleInEachTheme, navbarSearch} from './checks';
import {brand} from '../../src/brand';
import {faq, faqAnchor} from '../../src/data/faq';
import {shareUrlFor} from '../../src/components/FeedbackForm/embed';
import {
  noDirectAnswer,
  noDirectAnswerTo,
  relatedLabel,
  searchFeedbackFields,
} from '../../src/components/SearchHelp/messages';
import {searchIndexDir} from '../../src/search/bundle';
import {indexReader, searchSite} from '../../src/search/engine';
import {searchLimits} from '../../src/search/limits';
import budgets from '../budgets.json';
import searchQuestions from '../shared/searchQuestions.json';
import searchFitted from '../bench/searchFitted.json';
import {spec} from '../shared/spec';

test.use({viewport: {width: 1280, height: 800}});

/** A place answers a question when it is one of its places, or on a page named without anchor. */
const answers = (place: string, expected: readonly string[]): boolean =>
  expected.some((answer) =>
    answer.includes('#') ? place === answer : place.replace(/#.*$/, '') === answer,
  );

/** The build's search index, read as the browser reads it. */
const reader = indexReader(async (path) =>
  JSON.parse(readFileSync(join(buildDir, searchIndexDir, path), 'utf8')),
);
const asTheBoxSearches = {reader, limit: searchLimits.suggestions};

async function expectBelowNavbar(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const navbar = await page.getByRole('navigation', {name: 'Main'}).boundingBox();
  const box = await target.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual((navbar?.y ?? 0) + (navbar?.height ?? 0));
}

// Tuning and confidence-fit questions (written from the pages alone), each at its floor.
const questionSets = [
  ['the questions the search is tuned on', searchQuestions, budgets.searchTuned],
  ['the questions its confidence is fitted on', searchFitted, budgets.searchFitted],
] as const;

for (const [name, questions, floor] of questionSets) {
  test(`on the build’s index, ${name} keep their floor: the first place answers, one of three does, and a question the site does not answer is told so`, async () => {
    const rows = [];
    for (const {query, answers: expected} of questions) {
      const {places, confident} = await searchSite(query, asTheBoxSearches);
      const urls = places.map(({url}) => url);
      const within = (count: number) =>
        confident && urls.slice(0, count).some((url) => answers(url, expected));
      const shown = `${confident ? '' : '(no direct answer) '}${urls.slice(0, 3).join(', ')}`;
      const marks = {first: within(1), inThree: within(3), toldSo: !confident};
      rows.push({...marks, answered: expected.length > 0, found: `"${query}" → ${shown}`});
    }
    const answered = rows.filter((row) => row.answered);
    const unanswered = rows.filter((row) => !row.answered);
    for (const [list, key, least] of [
      [answered, 'first', floor.top1],
      [answered, 'inThree', floor.top3],
      [unanswered, 'toldSo', floor.none],
    ] as const) {
      const failed = list.filter((row) => !row[key]);
      const named = failed.slice(0, 40).map((row) => row.found);
      const share = (list.length - failed.length) / list.length;
      expect(share, named.join('\n')).toBeGreaterThanOrEqual(least);
    }
    const toldSo = answered.filter((row) => row.toldSo).length / answered.length;
    expect(toldSo).toBeLessThanOrEqual(floor.falseNone);
  });
}

test('the navbar search box: Ctrl+K, a first search’s downloads, the list from the keyboard, words inside an article, every FAQ question and article by its title; the search page for a query in its address', async ({
  page,
  baseURL,
}) => {
  const article = await anyArticle();
  await gotoHydrated(page, '/');
  const fetched: URL[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url())));
  const search = navbarSearch(page);
  await expect(search).toBeVisible();
  await page.locator('body').press('Control+k');
  await expect(search).toBeFocused();
  await search.fill(article.title);
  const options = page.locator('[role="listbox"]:not([aria-busy="true"])').getByRole('option');
  // The list shows once the search has run every phrasing it needed.
  await expect(options.first()).toContainText(article.title);

  await test.step('a first search fetches the pieces it needs, no file that grows with the site', async () => {
    // Only the site's own code and the index's files (build/search-index/): no other host.
    const own = new RegExp(`^${new URL(baseURL ?? '').origin}/(${searchIndexDir}|assets)/`);
    expect(fetched.filter(({href}) => !own.test(href))).toEqual([]);
    const paths = fetched.map(({pathname}) => pathname);
    const index = paths.filter((path) => path.startsWith(`/${searchIndexDir}/`));
    // None is large: the index of a bigger site is split into more pieces, not bigger ones.
    for (const path of new Set(index)) {
      expect(statSync(join(buildDir, path)).size, path).toBeLessThanOrEqual(100 * 1024);
    }
    const {pieces} = await reader.index();
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
    // Searching on, and the page it opens, ask no other host either.
    expect(fetched.filter(({origin}) => origin !== new URL(baseURL ?? '').origin)).toEqual([]);
  });

  await test.step('every FAQ question typed is suggested; Enter, on the last, opens the first place below the navbar', async () => {
    for (const entry of faq) {
      await search.fill(entry.question);
      await expect(options.filter({hasText: entry.question}).first()).toBeVisible();
    }
    const first = (await options.first().locator('span').first().textContent()) ?? '';
    const from = page.url();
    await search.press('Enter');
    await expect(page).not.toHaveURL(from);
    const hash = new URL(page.url()).hash;
    if (hash.startsWith('#faq-')) {
      const item = page.locator(`details:has([id="${hash.slice(1)}"])`);
      await expect(item).toHaveAttribute('open', '');
      await expectBelowNavbar(page, item.locator('summary'));
      await expect(item.locator('summary')).toHaveText(first);
    } else {
      await expect(page.getByRole('main')).toContainText(first);
    }
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

test('no direct answer: the box and the search page say so, offer the FAQ, the support page and the feedback form with the question filled in, and list related places under it; the open list, that answer and the search page pass axe in each theme', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // An article: no embedded form (the support page loads it), and lighter for axe than the home
  // page with its demo. The navbar, its box and its list are the same on every page.
  const article = await anyArticle();
  const path = `/${article.slug}`;
  await gotoHydrated(page, path);
  const search = navbarSearch(page);
  await search.click();
  await search.fill(article.title);
  await expect(page.locator('[role="listbox"]:not([aria-busy="true"])')).toBeVisible();
  // The navbar alone: the rest of the page has its own pass (quality/pages.spec.ts).
  await expectAccessibleInEachTheme(page, '.navbar');
  const question = 'zqxvemnowlark & more?';
  await search.fill(question);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByText(noDirectAnswerTo(question))).toBeVisible();
  // A made-up word: nothing relates to it, no list.
  await expect(navbar.getByRole('listbox')).toHaveCount(0);
  const support = navbar.getByRole('link', {name: 'support page'});
  await expect(support).toHaveAttribute('href', '/support');
  const form = navbar.getByRole('link', {name: /send us your question/});
  // Opened in a new tab, the question trimmed, the page from the address: SearchHelp.test.tsx.
  await expect(form).toHaveAttribute(
    'href',
    shareUrlFor(brand.feedbackFormUrl, {
      [searchFeedbackFields.question]: question.trim(),
      [searchFeedbackFields.page]: path,
    }),
  );
  // Nothing reaches the form's host until the visitor chooses it.
  const foreign = requests.filter((url) => new URL(url).origin !== new URL(baseURL ?? '').origin);
  expect(foreign).toEqual([]);
  await expectAccessibleInEachTheme(page, '.navbar');
  await navbar.getByRole('link', {name: 'frequently asked questions'}).click();
  await expect(page).toHaveURL('/#faq');
  await expectBelowNavbar(page, page.locator('#faq-title'));

  await gotoHydrated(page, `/search?q=${encodeURIComponent(question)}`);
  const main = page.getByRole('main');
  // The same SearchHelp as the box's, its form link checked above.
  await expect(main.getByText(noDirectAnswerTo(question))).toBeVisible();

  // An FAQ question with a word the site never uses: no direct answer, and the question's places
  // listed as related, which Enter does not open unless chosen.
  const entry = faq[0]!;
  // More words the site never uses than the question has: they outweigh it.
  const unused = Array.from(
    {length: entry.question.split(' ').length + 1},
    (_, i) => `zqxvemnowlark${'abcdefghijklmnopqrstuvwxyz'[i % 26]}`,
  );
  const related = `${entry.question} ${unused.join(' ')}`;
  await gotoHydrated(page, '/');
  await search.click();
  await search.fill(related);
  await expect(navbar.getByText(noDirectAnswerTo(related))).toBeVisible();
  const list = navbar.getByRole('listbox', {name: relatedLabel});
  await expect(list.getByRole('option').filter({hasText: entry.question})).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(related)}`);
  await expect(main.getByText(noDirectAnswerTo(related))).toBeVisible();
  await expect(main.getByRole('heading', {name: relatedLabel})).toBeVisible();
  await expect(main.getByRole('article').getByRole('link', {name: entry.question})).toHaveAttribute(
    'href',
    `/#${faqAnchor(entry)}`,
  );

  // A search that answers: each place once.
  const answered = searchQuestions.find((q) => q.answers.length > 0)!;
  await gotoHydrated(page, `/search?q=${encodeURIComponent(answered.query)}`);
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

// Every item is rendered alike, its anchor inside the closed part, which the browser opens on
// following the address, and one script opens any: the first and the last stand for the rest.
test('the first and the last FAQ item has an address that opens it, with JavaScript and without', async ({
  page,
  openContext,
}) => {
  const withoutScripts = await (await openContext({javaScriptEnabled: false})).newPage();
  for (const shown of [page, withoutScripts]) {
    for (const entry of [faq[0]!, faq.at(-1)!]) {
      // A fresh document each time: the address is opened as a shared link would be.
      await shown.goto('about:blank');
      await shown.goto(`/#${faqAnchor(entry)}`);
      const item = shown.locator('details').filter({has: shown.locator(`#${faqAnchor(entry)}`)});
      await expect(item.locator('summary')).toHaveText(entry.question);
      await expect(item).toHaveAttribute('open', '');
      await expectBelowNavbar(shown, item.locator('summary'));
      await expect(item.getByText(entry.answer[0]!)).toBeInViewport();
    }
  }
});

for (const path of ['/', '/support']) {
  test(`${path}: loading the search index never moves focus (keyboard only)`, async ({page}) => {
    // Hold the search back until the visitor has moved on, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(new RegExp(`/${searchIndexDir}/`), async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    // Loaded once its list of places has arrived, the file it fetches before a query.
    let loaded = false;
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === `/${searchIndexDir}/index.json`) loaded = true;
    });
    await gotoHydrated(page, path);
    const search = navbarSearch(page);
    const cta = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: spec.waitlistLabel});
    await tabTo(page, search);
    await expect.poll(() => requested).toBe(true);
    await page.keyboard.press('Tab');
    await expect(cta).toBeFocused();
    release();
    await expect.poll(() => loaded).toBe(true);
    await expect(cta).toBeFocused();
    // A visitor's own shortcut still focuses the box.
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
  });
}
