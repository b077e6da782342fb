import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {brand} from '../../src/brand';
import {searchQuestions} from '../../src/data/searchQuestions';
import {test, expect, gotoHydrated} from './fixtures';
import {axeTags, themes} from './quality/pages';

/** The search page's results for a query: title and address of each. */
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

test('the search page lists each place once, names the site and stays out of search engines', async ({
  page,
}) => {
  const found = await results(page, searchQuestions.find((q) => q.answers.length > 0)!.query);
  const hrefs = found.map(({href}) => href);
  expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
  await expect(page).toHaveTitle(new RegExp(`\\| ${brand.productName}$`));
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('head meta[property="robots"]')).toHaveCount(0);
});

for (const theme of themes) {
  test(`the search page has no accessibility violations (${theme})`, async ({page}) => {
    await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
    await results(page, searchQuestions.find((q) => q.answers.length > 0)!.query);
    const axe = await new AxeBuilder({page}).withTags(axeTags).analyze();
    expect(axe.violations.map(({id, nodes}) => `${id}: ${nodes.length}`)).toEqual([]);
  });
}
