import {statSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, gotoHydrated} from './fixtures';

/** The year the site was built: its pages carry it, not a year written into the code. */
const builtIn = (): number =>
  statSync(join(__dirname, '..', '..', 'build', 'index.html')).mtime.getFullYear();

test('the footer and the feeds carry the year the site was built', async ({page, request}) => {
  const year = builtIn();
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${year}`);
  const feeds = await page
    .locator('head link[rel="alternate"][type]:not([type="text/markdown"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(feeds.length).toBeGreaterThan(0);
  const years: string[] = [];
  for (const href of feeds) {
    const body = await (await request.get(href)).text();
    years.push(...[...body.matchAll(/©\s*(\d{4})/g)].map(([, found]) => `${href}: ${found}`));
  }
  // Each feed that states a copyright states this year.
  expect(years.length).toBeGreaterThan(0);
  expect(years.filter((entry) => !entry.endsWith(`: ${year}`))).toEqual([]);
});
