import {test, expect, gotoHydrated} from './fixtures';
import {brand} from '../../src/brand';
import {notFound} from '../../src/data/notFound';

/** The head tags that name a page's own address. */
const addressTags =
  'link[rel="canonical"], meta[property="og:url"], link[rel="alternate"][hreflang]';

// /Support-Team: a page's address in other letters and longer, not to be taken for that page.
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
  await expect(served.locator(`head :is(${addressTags})`)).toHaveCount(0);
  for (const shown of [served, page]) {
    const description = shown.locator('head meta[name="description"]');
    await expect(description).toHaveAttribute('content', /.{41}/);
    await expect(shown).toHaveTitle(`${notFound.title} | ${brand.productName}`);
  }
  await page.getByRole('link', {name: notFound.home}).click();
  await expect(page).toHaveURL('/');
  // A client-side navigation to an unknown path shows the same page.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing-after-navigation');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText(notFound.heading);
});
