import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, builtFile} from './built';
import {test, expect, gotoHydrated} from './fixtures';
import {urlVariants} from './urlVariants';
import {onePagePerKind} from './quality/pages';
import {parseRedirectsFile} from '../../scripts/redirects.mjs';
import {notFound} from '../../src/data/notFound';

/**
 * A page's other spellings (/Support, /SUPPORT/, /support/) reach its one address on a CDN host.
 * build/_redirects lists the usual ones, which the host redirects; the test server reads the file
 * as Cloudflare Pages and Netlify do (scripts/serve.mjs). For any other spelling the host answers
 * with the not-found page, whose loader sends the visitor on before anything runs: the client
 * router matches paths case-insensitively, so that page hydrating for /Support would turn into
 * the Support page with React error #418, which the console fixture fails on. nginx, which
 * redirects every spelling itself: nginx.spec.ts.
 */
const rules = parseRedirectsFile(readFileSync(join(buildDir, '_redirects'), 'utf8'));
const variants = urlVariants();
// The host's clean URLs take a page's own address with a trailing slash to the page.
const redirected = variants.filter(({from, to}) => rules.has(from) || from === `${to}/`);
const unlisted = variants.filter((variant) => !redirected.includes(variant));

test('_redirects lists only spellings of pages, each to its page for good; the host answers them so, query kept', async ({
  request,
}) => {
  for (const [from, {to, status}] of rules) {
    expect(
      [existsSync(builtFile(to)), from !== to, from.replace(/\/$/, '').toLowerCase(), status],
      from,
    ).toEqual([true, true, to, 301]);
  }
  // The usual spellings are listed: every page's in capitals, with and without a slash.
  for (const to of new Set(variants.map((variant) => variant.to))) {
    for (const from of [to.toUpperCase(), `${to.toUpperCase()}/`])
      expect(rules.get(from)?.to).toBe(to);
  }
  for (const {from, to} of redirected) {
    const response = await request.get(`${from}?ref=mail`, {maxRedirects: 0});
    expect([response.status(), response.headers()['location']], from).toEqual([
      301,
      `${to}?ref=mail`,
    ]);
  }
});

test('a path that is no page in any spelling, or a file only the host reads, gets the not-found page', async ({
  request,
  page,
}) => {
  const notFoundPage = readFileSync(join(buildDir, '404.html'), 'utf8');
  for (const path of ['/Support-Team', '/SUPPORT/extra', '/_redirects', '/_nginx/headers.conf']) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe(notFoundPage);
  }
  await gotoHydrated(page, '/Support-Team', {status: 404});
  expect(new URL(page.url()).pathname).toBe('/Support-Team');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(notFound.heading);
});

// A spelling that _redirects does not list (such as alternating case), of one page of each kind:
// the not-found page's loader matches every page against the same route table.
const unlistedByPage = new Map(unlisted.map((variant) => [variant.to, variant]));
const checked = onePagePerKind([...unlistedByPage.keys()]).map((to) => unlistedByPage.get(to)!);
for (const {from, to} of checked) {
  test(`for ${from}, which no rule lists, the host's not-found page sends the visitor on to ${to}`, async ({
    page,
  }) => {
    const response = await page.goto(`${from}?ref=mail#top`, {waitUntil: 'commit'});
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(`${to}?ref=mail#top`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(notFound.heading);
  });
}
