import {existsSync} from 'node:fs';
import {builtFile, readBuilt} from './built';
import {test, expect} from './fixtures';
import {urlVariants} from './urlVariants';
import {onePagePerKind} from './quality/pages';
import {parseRedirectsFile} from '../../scripts/redirects.mjs';
import {notFound} from '../../src/data/notFound';

/**
 * A page's other spellings (/Support, /SUPPORT/, /support/) reach its one address on a CDN host:
 * it redirects those build/_redirects lists (read by scripts/serve.mjs as Cloudflare Pages and
 * Netlify read it), and answers any other with the not-found page, whose loader sends the visitor
 * on before anything runs (hydrated, that page would turn into the page the client router matches
 * case-insensitively, with React error #418). nginx redirects every spelling: nginx.spec.ts.
 */
const rules = parseRedirectsFile(readBuilt('_redirects'));
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

// The not-found page for such a path, opened in a browser: not-found.spec.ts.
test('a path that is no page in any spelling, or a file only the host reads, gets the not-found page', async ({
  request,
}) => {
  for (const path of ['/Support-Team', '/SUPPORT/extra', '/_redirects', '/_nginx/headers.conf']) {
    const response = await request.get(path, {maxRedirects: 0});
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe(readBuilt('404.html'));
  }
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
