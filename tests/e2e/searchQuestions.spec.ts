import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {brand} from '../../src/brand';
import {faq, faqAnchor} from '../../src/data/faq';
import {meaningfulWords, synonymsOf} from '../../src/search/queries';
import {test, expect, gotoHydrated} from './fixtures';
import {axeTags, themes} from './quality/pages';

/**
 * Visitors type questions, not keywords. Each question below is what a visitor types; what a
 * result must be about is read from the question's own words and the site's synonym list.
 */
const questions = [
  'how do I give feedback',
  'does it work offline',
  'mac requirements',
  'delete my data',
  'export notes',
];

/** The search page's results: title and address of each. */
async function results(page: Page, query: string) {
  await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
  const list = page.getByRole('main').locator('article');
  await expect(list.first()).toBeVisible();
  return list.evaluateAll((articles) =>
    articles.map((article) => ({
      text: article.textContent ?? '',
      href: article.querySelector('a')?.getAttribute('href') ?? '',
    })),
  );
}

for (const question of questions) {
  test(`"${question}" finds pages about what it asks`, async ({page}) => {
    const words = meaningfulWords(question.split(' '));
    const about = [...words, ...words.flatMap(synonymsOf)].map((word) => word.slice(0, 5));
    const found = await results(page, question);
    const first = found[0]!;
    expect(
      about.some((stem) => first.text.toLowerCase().includes(stem)),
      first.text,
    ).toBe(true);
  });
}

test('a question answered in the FAQ leads to that answer', async ({page}) => {
  const entry = faq.find(({question}) => /offline/i.test(question));
  expect(entry, 'the FAQ answers whether it works offline').toBeDefined();
  const found = await results(page, 'does it work offline');
  expect(found.slice(0, 3).map(({href}) => href)).toContain(`/#${faqAnchor(entry!)}`);
});

test('a typo still finds the page', async ({page}) => {
  const found = await results(page, 'compresion');
  expect(found[0]!.text.toLowerCase()).toContain('compress');
});

test('the search page lists each place once, names the site and stays out of search engines', async ({
  page,
}) => {
  const found = await results(page, 'cloud sync');
  const hrefs = found.map(({href}) => href);
  expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
  await expect(page).toHaveTitle(new RegExp(`\\| ${brand.productName}$`));
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('head meta[property="robots"]')).toHaveCount(0);
});

for (const theme of themes) {
  test(`the search page has no accessibility violations (${theme})`, async ({page}) => {
    await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
    await results(page, 'feedback');
    const axe = await new AxeBuilder({page}).withTags(axeTags).analyze();
    expect(axe.violations.map(({id, nodes}) => `${id}: ${nodes.length}`)).toEqual([]);
  });
}
