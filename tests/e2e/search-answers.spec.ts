import type {Locator, Page} from '@playwright/test';
import {buildDir} from './built';
import {test, expect, gotoHydrated, tabTo} from './fixtures';
import {navbarSearch} from './checks';
import {brand} from '../../src/brand';
import {faq, faqAnchor} from '../../src/data/faq';
import {searchQuestions} from '../../src/data/searchQuestions';
import {questionFormUrl} from '../../src/components/SearchHelp/formLink';
import {noResultsMessage, searchFeedbackFields} from '../../src/components/SearchHelp/messages';
import {
  isTypoOf,
  meaningfulWords,
  normalizedWord,
  standsFor,
  synonymsOf,
  wordsOf,
} from '../../src/search/queries';
import {indexedPages} from '../searchIndex.mjs';

test.use({viewport: {width: 1280, height: 800}});

/** A place answers a question when it is one of its places, or on a page named without anchor. */
const answers = (place: string, expected: readonly string[]): boolean =>
  expected.some((answer) =>
    answer.includes('#') ? place === answer : place.replace(/#.*$/, '') === answer,
  );

/** The words the built index holds, to tell which questions ask about words the site never uses. */
const indexedWords = new Set(
  indexedPages(buildDir).flatMap(({title, content}) =>
    `${title} ${content}`.split(/\s+/).flatMap((word) => word.split(/[-–/]/).map(normalizedWord)),
  ),
);
const usedBySite = (word: string): boolean =>
  [word, ...synonymsOf(word)].some((term) =>
    [...indexedWords].some((indexed) => standsFor(term, indexed) || isTypoOf(word, indexed)),
  );

/** Focuses the search box, which starts loading the search. */
async function openSearch(page: Page): Promise<Locator> {
  const search = navbarSearch(page);
  await search.click();
  await expect(search).toBeFocused();
  return search;
}

async function expectBelowNavbar(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const navbar = await page.getByRole('navigation', {name: 'Main'}).boundingBox();
  const box = await target.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual((navbar?.y ?? 0) + (navbar?.height ?? 0));
}

/** Searches on the search page, as a visitor does from its form; the places listed, in order. */
async function placesFor(page: Page, query: string): Promise<string[] | null> {
  const main = page.getByRole('main');
  const box = main.getByRole('searchbox', {name: 'Search the site'});
  await box.fill(query);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query.trim());
  const status = main.locator('[aria-live]');
  await expect(
    status.getByText(/places? match|One place matches|Nothing on this site/),
  ).toBeVisible();
  if (await status.getByText(noResultsMessage).isVisible()) return null;
  return main
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('every question the site answers lists a place that answers it; one with a word the site never uses gets the empty state', async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, '/search');
  for (const {query, answers: expected} of searchQuestions.filter((q) => q.answers.length > 0)) {
    const places = await placesFor(page, query);
    expect(places, `"${query}" found nothing; expected ${expected.join(' or ')}`).not.toBeNull();
    expect(
      places!.some((place) => answers(place, expected)),
      `"${query}" lists ${places!.join(', ')}; expected ${expected.join(' or ')}`,
    ).toBe(true);
  }
  const unanswered = searchQuestions.filter(
    ({query, answers: expected}) =>
      expected.length === 0 && meaningfulWords(wordsOf(query)).some((word) => !usedBySite(word)),
  );
  // Always one: a made-up word no article will use.
  for (const query of [...unanswered.map((q) => q.query), 'zqxvemnowlark']) {
    expect(
      await placesFor(page, query),
      `"${query}" should find nothing, not a weak match`,
    ).toBeNull();
  }
});

test('the empty state offers the FAQ, the support page and the feedback form with the question filled in', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // From a page without the embedded form (the support page loads it).
  await gotoHydrated(page, '/');
  const search = await openSearch(page);
  const question = 'zqxvemnowlark & more?';
  await search.fill(question);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByText(noResultsMessage)).toBeVisible();
  const support = navbar.getByRole('link', {name: 'support page'});
  await expect(support).toHaveAttribute('href', '/support');
  const form = navbar.getByRole('link', {name: /send us your question/});
  await expect(form).toHaveAttribute('href', questionFormUrl(brand.feedbackFormUrl, question, '/'));
  await expect(form).toHaveAttribute('target', '_blank');
  const formUrl = new URL((await form.getAttribute('href')) ?? '');
  expect(formUrl.searchParams.get(searchFeedbackFields.question)).toBe(question.trim());
  // Nothing reaches the form's host until the visitor chooses it.
  const foreign = requests.filter((url) => new URL(url).origin !== new URL(baseURL ?? '').origin);
  expect(foreign).toEqual([]);
  await navbar.getByRole('link', {name: 'frequently asked questions'}).click();
  await expect(page).toHaveURL('/#faq');
  await expectBelowNavbar(page, page.locator('#faq-title'));

  await gotoHydrated(page, `/search?q=${encodeURIComponent(question)}`);
  const main = page.getByRole('main');
  await expect(main.getByText(noResultsMessage)).toBeVisible();
  await expect(main.getByRole('link', {name: /send us your question/})).toHaveAttribute(
    'href',
    questionFormUrl(brand.feedbackFormUrl, question, '/search'),
  );
});

test('no suggestion shows hidden text; an FAQ question typed is suggested, and Enter opens the first place below the navbar', async ({
  page,
}) => {
  await gotoHydrated(page, '/support');
  const search = await openSearch(page);
  const queries = ['feedback form', 'JavaScript', 'new tab', 'Join Beta Waitlist', 'Relevance'];
  for (const query of queries) {
    await search.fill(query);
    // This query's suggestions, or none: a word only hidden text holds finds nothing.
    await expect(
      page
        .locator('[role="listbox"]:not([aria-busy="true"])')
        .or(page.getByRole('navigation', {name: 'Main'}).getByText(noResultsMessage)),
    ).toBeVisible();
    const texts = await page.getByRole('option').allTextContents();
    // No markup, no-script note or screen-reader-only words, nor the demo's picture of the product.
    for (const text of texts) {
      expect(text, query).not.toMatch(/<\/?[a-z][^>]*>|needs JavaScript|\(opens in a new tab\)/i);
      expect(text, query).not.toMatch(/Relevance \d+%/);
    }
  }
  for (const entry of faq) {
    await gotoHydrated(page, '/support');
    const search = await openSearch(page);
    await search.fill(entry.question);
    const options = page.locator('[role="listbox"]:not([aria-busy="true"])').getByRole('option');
    await expect(options.filter({hasText: entry.question}).first()).toBeVisible();
    const first = (await options.first().locator('span').first().textContent()) ?? '';
    await search.press('Enter');
    await expect(page).not.toHaveURL(/\/support$/);
    const hash = new URL(page.url()).hash;
    if (hash.startsWith('#faq-')) {
      const item = page.locator(`details:has([id="${hash.slice(1)}"])`);
      await expect(item).toHaveAttribute('open', '');
      await expectBelowNavbar(page, item.locator('summary'));
      await expect(item.locator('summary')).toHaveText(first);
    } else {
      await expect(page.getByRole('main')).toContainText(first);
    }
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`FAQ, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({javaScriptEnabled});

    test('each FAQ item has an address that opens it', async ({page}) => {
      for (const entry of faq) {
        // A fresh document each time: the address is opened as a shared link would be.
        await page.goto('about:blank');
        await page.goto(`/#${faqAnchor(entry)}`);
        const item = page.locator('details').filter({has: page.locator(`#${faqAnchor(entry)}`)});
        await expect(item.locator('summary')).toHaveText(entry.question);
        await expect(item).toHaveAttribute('open', '');
        await expectBelowNavbar(page, item.locator('summary'));
        await expect(item.getByText(entry.answer[0]!)).toBeInViewport();
      }
    });
  });
}

for (const path of ['/', '/support']) {
  test(`${path}: loading the search index never moves focus (keyboard only)`, async ({page}) => {
    // Hold the search back until the visitor has moved on, as on a slow connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/pagefind\//, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    // Loaded once its WebAssembly has arrived, the last file it fetches before a query.
    let loaded = false;
    page.on('requestfinished', (request) => {
      if (/\/pagefind\/wasm\.\w+\.pagefind$/.test(new URL(request.url()).pathname)) loaded = true;
    });
    await gotoHydrated(page, path);
    const search = navbarSearch(page);
    const cta = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: /Join Beta Waitlist/});
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
