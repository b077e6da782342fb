import {brand} from '../../src/brand';
import {sourceCode} from '../../src/data/claims';
import {test, expect, gotoHydrated, sitemapPaths} from './fixtures';

const {text, link} = sourceCode(brand.sourceUrl);

test('every page that claims an open-source core says where its code is, or when it will be', async ({
  page,
}) => {
  const claiming: string[] = [];
  for (const path of sitemapPaths()) {
    await gotoHydrated(page, path);
    const main = page.locator('main').first();
    // textContent, so that a closed FAQ answer counts too.
    const content = (await main.textContent()) ?? '';
    if (!/open[- ]source/i.test(content)) continue;
    claiming.push(path);
    expect(content, path).toContain(text);
    if (link) {
      const anchor = main.locator(`a[href="${link.href}"]`);
      if (path !== '/') await expect(anchor.first(), path).toHaveAttribute('target', '_blank');
    }
  }
  // The articles make the claim; if none did, this test would prove nothing.
  expect(claiming.length).toBeGreaterThanOrEqual(2);
});
