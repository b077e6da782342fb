import {brand} from '../../src/brand';
import {test, expect, gotoHydrated} from './fixtures';

/** How often the product's name appears in a string. */
const brandCount = (text: string) => text.split(brand.productName).length - 1;

test('the home tab names the product once; every external link in the navbar and footer shows the new-tab cue', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const served = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
  expect(brandCount(served), `server title "${served}"`).toBe(1);
  await gotoHydrated(page, '/');
  expect(brandCount(await page.title()), `tab title "${await page.title()}"`).toBe(1);
  // Every external link in the navbar and footer shows the new-tab cue.
  const external = page.locator(
    'nav[aria-label="Main"] a[target="_blank"], footer a[target="_blank"]',
  );
  const hrefs = await external.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // The waitlist call to action is one of them, the case that used to hide its cue.
  expect(hrefs).toContain(brand.waitlistUrl);
  for (const href of hrefs) {
    const link = external.and(page.locator(`[href="${href}"]`)).first();
    await expect(link.locator('svg'), `new-tab icon of ${href}`).toBeVisible();
    await expect(link, `accessible new-tab cue of ${href}`).toHaveAccessibleName(/new tab/);
  }
});
