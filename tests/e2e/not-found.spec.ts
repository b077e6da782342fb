import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {brand} from '../../src/brand';
import {notFound} from '../../src/data/notFound';

/** The head tags that name a page's own address, or describe it. */
async function headOf(page: Page) {
  const head = page.locator('head');
  return {
    canonical: await head.locator('link[rel="canonical"]').count(),
    ogUrl: await head.locator('meta[property="og:url"]').count(),
    alternates: await head.locator('link[rel="alternate"][hreflang]').count(),
    description: await head.locator('meta[name="description"]').getAttribute('content'),
  };
}

// /Support-Team: a page's address in other letters, and more, which its loader must not take for
// that page.
test('an unknown path, even one like a page’s, gets the not-found page, which logs the missing path, says what it is in its tab, served and hydrated, and as served claims no address of its own; so does a client-side navigation', async ({
  page,
  openContext,
  consoleEntries,
}) => {
  const served = await (await openContext({javaScriptEnabled: false})).newPage();
  await served.goto('/Support-Team');
  await gotoHydrated(page, '/Support-Team', {status: 404});
  expect(new URL(page.url()).pathname).toBe('/Support-Team');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(notFound.heading);
  expect(consoleEntries).toContainEqual({type: 'error', text: '404: no page at /Support-Team'});
  // What a crawler reads: the page as served (a 404), without the tags that name an address.
  expect(await headOf(served)).toMatchObject({canonical: 0, ogUrl: 0, alternates: 0});
  for (const shown of [served, page]) {
    const head = await headOf(shown);
    expect(head.description?.length ?? 0).toBeGreaterThan(40);
    await expect(shown).toHaveTitle(`${notFound.title} | ${brand.productName}`);
  }
  // A page that exists still names its address.
  await page.getByRole('link', {name: notFound.home}).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head meta[property="og:url"]')).toHaveCount(1);
  // A client-side navigation to an unknown path shows the same page.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing-after-navigation');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText(notFound.heading);
});
