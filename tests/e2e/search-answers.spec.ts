import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {buildDir} from './built';
import {test, expect, gotoHydrated, tabTo} from './fixtures';
import {navbarSearch} from './checks';
import {brand} from '../../src/brand';
import {faq, faqAnchor} from '../../src/data/faq';
import {questionFormUrl} from '../../src/components/SearchHelp/formLink';
import {
  noDirectAnswer,
  noDirectAnswerTo,
  relatedLabel,
  searchFeedbackFields,
} from '../../src/components/SearchHelp/messages';
import {searchIndexDir} from '../../src/search/bundle';
import {indexReader, searchLimits, searchSite} from '../../src/search/engine';
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

/**
 * The questions the search is tuned on, and those its confidence is fitted on (written from the
 * pages alone), each held to its floor (tests/budgets.json).
 */
const questionSets = [
  ['tuned on', searchQuestions, budgets.searchTuned],
  ['its confidence is fitted on', searchFitted, budgets.searchFitted],
] as const;

for (const [name, questions, floor] of questionSets) {
  test(`on the build’s index, the questions the search is ${name} keep their floor: the first place answers, one of three does, and a question the site does not answer is told so`, async () => {
    const rows: {question: (typeof questions)[number]; urls: string[]; confident: boolean}[] = [];
    for (const question of questions) {
      const {places, confident} = await searchSite(question.query, {
        reader,
        limit: searchLimits.suggestions,
      });
      rows.push({question, urls: places.map(({url}) => url), confident});
    }
    const answered = rows.filter(({question}) => question.answers.length > 0);
    const unanswered = rows.filter(({question}) => question.answers.length === 0);
    const share = (list: typeof rows, test: (row: (typeof rows)[number]) => boolean) =>
      list.filter(test).length / list.length;
    const missed = (list: typeof rows, test: (row: (typeof rows)[number]) => boolean) =>
      list
        .filter((row) => !test(row))
        .slice(0, 40)
        .map(
          ({question, urls, confident}) =>
            `"${question.query}" → ${confident ? '' : '(no direct answer) '}${urls.slice(0, 3).join(', ')}`,
        )
        .join('\n');
    const first = ({question, urls, confident}: (typeof rows)[number]) =>
      confident && urls[0] !== undefined && answers(urls[0], question.answers);
    const inThree = ({question, urls, confident}: (typeof rows)[number]) =>
      confident && urls.slice(0, 3).some((url) => answers(url, question.answers));
    const toldSo = ({confident}: (typeof rows)[number]) => !confident;
    expect(share(answered, first), missed(answered, first)).toBeGreaterThanOrEqual(floor.top1);
    expect(share(answered, inThree), missed(answered, inThree)).toBeGreaterThanOrEqual(floor.top3);
    expect(share(unanswered, toldSo), missed(unanswered, toldSo)).toBeGreaterThanOrEqual(
      floor.none,
    );
    expect(share(answered, toldSo)).toBeLessThanOrEqual(floor.falseNone);
  });
}

test('a made-up word no article will use is never an answer', async () => {
  expect((await searchSite('zqxvemnowlark', {reader, limit: 8})).confident).toBe(false);
});

test('no direct answer: the box and the search page say so, offer the FAQ, the support page and the feedback form with the question filled in, and list related places under it', async ({
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
  await expect(navbar.getByText(noDirectAnswerTo(question))).toBeVisible();
  // A made-up word: nothing relates to it, no list.
  await expect(navbar.getByRole('listbox')).toHaveCount(0);
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
  await expect(main.getByText(noDirectAnswerTo(question))).toBeVisible();
  await expect(main.getByRole('link', {name: /send us your question/})).toHaveAttribute(
    'href',
    questionFormUrl(brand.feedbackFormUrl, question, '/search'),
  );

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
  const box = await openSearch(page);
  await box.fill(related);
  await expect(navbar.getByText(noDirectAnswerTo(related))).toBeVisible();
  const list = navbar.getByRole('listbox', {name: relatedLabel});
  await expect(list.getByRole('option').filter({hasText: entry.question})).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(related)}`);
  await expect(main.getByText(noDirectAnswerTo(related))).toBeVisible();
  await expect(main.getByRole('heading', {name: relatedLabel})).toBeVisible();
  await expect(main.getByRole('article').getByRole('link', {name: entry.question})).toHaveAttribute(
    'href',
    `/#${faqAnchor(entry)}`,
  );
});

test('no suggestion shows hidden text; an FAQ question typed is suggested, and Enter opens the first place below the navbar', async ({
  page,
}) => {
  await gotoHydrated(page, '/support');
  const search = await openSearch(page);
  const queries = ['feedback form', 'JavaScript', 'new tab', spec.waitlistLabel, 'Relevance'];
  for (const query of queries) {
    await search.fill(query);
    // This query's suggestions, or none: a word only hidden text holds finds nothing.
    await expect(
      page
        .locator('[role="listbox"]:not([aria-busy="true"])')
        .or(
          page.getByRole('navigation', {name: 'Main'}).getByText(new RegExp(`^${noDirectAnswer}`)),
        ),
    ).toBeVisible();
    const texts = await page.getByRole('option').allTextContents();
    // No markup, no-script note or screen-reader-only words, nor the demo's picture of the product.
    for (const text of texts) {
      expect(text, query).not.toMatch(/<\/?[a-z][^>]*>|needs JavaScript|\(opens in a new tab\)/i);
      expect(text, query).not.toMatch(/Relevance \d+%/);
    }
  }
  // Every FAQ question typed is suggested; Enter, on the last, opens the first place.
  const box = search;
  const options = page.locator('[role="listbox"]:not([aria-busy="true"])').getByRole('option');
  for (const entry of faq) {
    await box.fill(entry.question);
    await expect(options.filter({hasText: entry.question}).first()).toBeVisible();
  }
  const first = (await options.first().locator('span').first().textContent()) ?? '';
  await box.press('Enter');
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
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`FAQ, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({javaScriptEnabled});

    // Every item is rendered alike, its anchor inside the closed part (the browser opens it on
    // following the address) and the script that opens an item is one for all: the first and
    // the last stand for the rest.
    const opened = [faq[0]!, faq.at(-1)!];
    test('the first and the last FAQ item has an address that opens it', async ({page}) => {
      for (const entry of opened) {
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
