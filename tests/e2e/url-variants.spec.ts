import {existsSync} from 'node:fs';
import {builtFile, readBuilt} from './built';
import {test, expect} from './fixtures';
import {urlVariants} from './urlVariants';
import {onePagePerKind} from './quality/pages';
import {parseRedirectsFile} from '../../scripts/host-files.mjs';
import {notFound} from '../../src/data/notFound';

/**
 * A page's other spellings reach its address on a CDN host (scripts/serve.mjs reads
 * build/_redirects as Cloudflare Pages and Netlify do): redirected if listed, else sent on by the
 * not-found page's loader before anything runs. nginx redirects every spelling: nginx.spec.ts.
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

// An unlisted spelling of one page of each kind: the loader matches all against one route table.
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
