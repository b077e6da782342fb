import {test, expect, gotoHydrated} from './fixtures';
import {urlVariants} from './urlVariants';

/**
 * A page's other spellings (/Support, /SUPPORT/, /support/) redirect to its one address, as on
 * nginx and in build/_redirects. The client router matches paths case-insensitively: a not-found
 * page sent for /Support would hydrate into the Support page with React error #418, which the
 * console fixture fails on.
 */
const variants = urlVariants();
const withCapitals = variants.filter((variant) => /[A-Z]/.test(variant.from));

test('every spelling of every page redirects permanently to its address, query kept', async ({
  request,
}) => {
  expect(variants.length).toBeGreaterThan(0);
  for (const {from, to} of variants) {
    const response = await request.get(`${from}?ref=mail`, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(`${to}?ref=mail`);
  }
});

test('a path that is no page in any spelling gets the not-found page', async ({request}) => {
  for (const path of ['/Support-Team', '/SUPPORT/extra', '/_redirects', '/_nginx/headers.conf']) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page not found');
  }
});

test('a visitor typing another spelling lands on the page, with no hydration error', async ({
  page,
}) => {
  expect(withCapitals.length, 'spellings with capitals').toBeGreaterThan(0);
  const {from, to} = withCapitals[0]!;
  await gotoHydrated(page, from);
  expect(new URL(page.url()).pathname).toBe(to);
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/page not found/i);
});

// One spelling per page, the last listed (mixed case, a trailing slash).
for (const {from, to} of new Map(withCapitals.map((variant) => [variant.to, variant])).values()) {
  test(`where the host serves the not-found page for ${from}, the visitor still lands on ${to}`, async ({
    page,
  }) => {
    // Answered with the not-found page, as by a host without redirect rules (GitHub Pages).
    await page.route(
      (url) => url.pathname === from,
      async (route) => {
        const notFound = new URL('/no-page-here', route.request().url());
        await route.fulfill({response: await route.fetch({url: notFound.href, maxRedirects: 0})});
      },
    );
    await gotoHydrated(page, `${from}?ref=mail#top`, {status: 404});
    const landed = new URL(page.url());
    expect(`${landed.pathname}${landed.search}${landed.hash}`).toBe(`${to}?ref=mail#top`);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/page not found/i);
  });
}

test('where the host serves the not-found page, a path that is no page stays not found', async ({
  page,
}) => {
  await gotoHydrated(page, '/Support-Team', {status: 404});
  expect(new URL(page.url()).pathname).toBe('/Support-Team');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/page not found/i);
});
