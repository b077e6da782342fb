import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {brand} from '../../src/brand';
import {faq, faqAnchor} from '../../src/data/faq';
import {shareUrlFor} from '../../src/components/FeedbackForm/embed';
import {noResultsMessage} from '../../src/components/SearchHelp/messages';

test.beforeEach(async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
});

const anchorOf = (id: string): string => {
  const entry = faq.find((item) => item.id === id);
  if (!entry) throw new Error(`no FAQ entry "${id}" in src/data/faq.ts`);
  return `#${faqAnchor(entry)}`;
};

/**
 * Questions typed the way visitors type them, and where the answer is: any of these anchors
 * (an FAQ item's or a section's) counts.
 */
const questions: {query: string; answers: string[]}[] = [
  {query: 'Windows', answers: [anchorOf('platforms'), '#requirements']},
  {query: 'Linux', answers: [anchorOf('platforms'), '#requirements']},
  {query: 'system requirements', answers: ['#requirements']},
  {query: 'disk space', answers: ['#requirements']},
  {query: 'how do I get access', answers: [anchorOf('beta')]},
  {
    query: 'is my data stored in the cloud',
    answers: [anchorOf('where-is-my-data'), anchorOf('sync')],
  },
  {query: 'cloud sync', answers: [anchorOf('sync')]},
  {query: 'download for mac', answers: ['#download', anchorOf('platforms')]},
  {query: 'uninstall', answers: [anchorOf('guarantee')]},
  {query: 'banking', answers: [anchorOf('banking')]},
];

function searchBox(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
}

/** Focuses the search box, which starts loading the search. */
async function openSearch(page: Page): Promise<Locator> {
  const search = searchBox(page);
  await search.click();
  await expect(search).toBeFocused();
  return search;
}

/** The part of the page that answers: an FAQ item's answer or a section's heading. */
function answerAt(page: Page, hash: string): Locator {
  return page.locator(hash.startsWith('#faq-') ? hash : `${hash}-title`);
}

async function expectBelowNavbar(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  const navbar = await page.getByRole('navigation', {name: 'Main'}).boundingBox();
  const box = await target.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual((navbar?.y ?? 0) + (navbar?.height ?? 0));
}

for (const {query, answers} of questions) {
  test(`"${query}": one of the first three suggestions lands on the answer`, async ({page}) => {
    await gotoHydrated(page, '/support');
    const search = await openSearch(page);
    await search.fill(query);
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const firstThree = (await options.allTextContents()).slice(0, 3);
    // Each suggestion names its section or question; read those from the page it points at.
    const titles = await page.evaluate(async (hashes) => {
      const html = await (await fetch('/')).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return hashes.map((hash) => {
        const target = doc.getElementById(hash.slice(1));
        const heading =
          target?.closest('details')?.querySelector('summary') ??
          doc.getElementById(`${hash.slice(1)}-title`);
        return heading?.textContent?.trim() || hash;
      });
    }, answers);
    const index = firstThree.findIndex((text) => titles.some((title) => text.includes(title)));
    expect(index, `first three suggestions: ${JSON.stringify(firstThree)}`).toBeGreaterThanOrEqual(
      0,
    );
    const hash = answers[titles.findIndex((title) => firstThree[index]!.includes(title))]!;
    await options.nth(index).click();
    await expect(page).toHaveURL(`/${hash}`);
    await expectBelowNavbar(page, answerAt(page, hash));
    if (hash.startsWith('#faq-')) {
      await expect(page.locator(`details:has([id="${hash.slice(1)}"])`)).toHaveAttribute(
        'open',
        '',
      );
      await expectBelowNavbar(page, page.locator(`details:has([id="${hash.slice(1)}"]) > summary`));
    }
  });
}

test('no suggestion shows markup or text a reader cannot see', async ({page}) => {
  await gotoHydrated(page, '/support');
  const search = await openSearch(page);
  for (const query of [
    'feedback form',
    'JavaScript',
    'new tab',
    'Join Beta Waitlist',
    'Relevance',
  ]) {
    await search.fill(query);
    // This query's suggestions, or none: a word only hidden text holds finds nothing.
    await expect(
      page
        .locator('[role="listbox"]:not([aria-busy="true"])')
        .or(page.getByRole('navigation', {name: 'Main'}).getByText(noResultsMessage)),
    ).toBeVisible();
    const texts = await page.getByRole('option').allTextContents();
    for (const text of texts) {
      expect(text, query).not.toMatch(/<\/?[a-z][^>]*>/i);
      // The no-script note and screen-reader-only words are not what a reader sees.
      expect(text, query).not.toContain('needs JavaScript');
      expect(text, query).not.toContain('(opens in a new tab)');
      // The scripted demo is a picture of the product, not the site's content.
      expect(text, query).not.toMatch(/Relevance \d+%/);
    }
  }
});

test('an empty result says so and offers the FAQ, support and the feedback form', async ({
  page,
}) => {
  await gotoHydrated(page, '/support');
  const search = await openSearch(page);
  await search.fill('xylophone');
  await expect(page.getByText(noResultsMessage)).toBeVisible();
  const help = page.getByRole('navigation', {name: 'Main'}).getByText(/Try the/);
  await expect(help.getByRole('link', {name: 'support page'})).toHaveAttribute('href', '/support');
  await expect(help.getByRole('link', {name: 'feedback form'})).toHaveAttribute(
    'href',
    shareUrlFor(brand.feedbackFormUrl),
  );
  await help.getByRole('link', {name: 'frequently asked questions'}).click();
  await expect(page).toHaveURL('/#faq');
  await expectBelowNavbar(page, page.locator('#faq-title'));

  await gotoHydrated(page, '/search?q=xylophone');
  const main = page.getByRole('main');
  await expect(main.getByText(noResultsMessage)).toBeVisible();
  await expect(main.getByRole('link', {name: 'frequently asked questions'})).toHaveAttribute(
    'href',
    '/#faq',
  );
  await expect(main.getByRole('link', {name: 'support page'})).toHaveAttribute('href', '/support');
  await expect(main.getByRole('link', {name: 'feedback form'})).toHaveAttribute(
    'href',
    shareUrlFor(brand.feedbackFormUrl),
  );
  // A search that finds something shows no such help.
  await gotoHydrated(page, '/search?q=Windows');
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByText(noResultsMessage)).toHaveCount(0);
  await expect(main.getByRole('link', {name: 'frequently asked questions'})).toHaveCount(0);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`FAQ links, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({javaScriptEnabled});

    test('every FAQ item has an address that opens it and shows its answer', async ({page}) => {
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

/** The JSON-LD blocks of the page as it stands. */
const jsonLdBlocks = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));

/**
 * As served (what a crawler without JavaScript reads) and once hydrated (what one that runs it
 * reads). While React hydrates, the head's tags are rewritten, so only those two states count.
 */
for (const javaScriptEnabled of [false, true]) {
  test(`the home page describes its FAQ as an FAQPage, exactly as shown (${javaScriptEnabled ? 'hydrated' : 'as served'})`, async ({
    openContext,
  }) => {
    const page = await (await openContext({javaScriptEnabled})).newPage();
    const open = (path: string) =>
      javaScriptEnabled ? gotoHydrated(page, path) : page.goto(path).then(() => undefined);
    await open('/');
    const faqPage = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'FAQPage');
    expect(faqPage).toBeDefined();
    const visible = await page.locator('#faq details').evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('summary')?.textContent,
        text: Array.from(item.querySelectorAll('p'), (p) => p.textContent).join('\n\n'),
      })),
    );
    expect(visible).toHaveLength(faq.length);
    expect(
      faqPage.mainEntity.map((question: {name: string; acceptedAnswer: {text: string}}) => ({
        name: question.name,
        text: question.acceptedAnswer.text,
      })),
    ).toEqual(visible);
    expect(faqPage.mainEntity.every((q: {'@type': string}) => q['@type'] === 'Question')).toBe(
      true,
    );
    // Only the home page carries it.
    await open('/support');
    expect((await jsonLdBlocks(page)).some((block) => block['@type'] === 'FAQPage')).toBe(false);
  });
}

for (const path of ['/', '/support']) {
  test(`${path}: loading the search index never moves focus (keyboard only)`, async ({page}) => {
    // Hold the search back until the visitor has moved on, as on a slow connection.
    let release = (): void => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
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
    const search = searchBox(page);
    const cta = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: /Join Beta Waitlist/});
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await search.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(search).toBeFocused();
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
