import {readBuilt} from './built';
import {test, expect} from './fixtures';
import {urlVariants} from './urlVariants';
import {onePagePerKind} from './quality/pages';
import {parseRedirectsFile} from '../../scripts/host-files.mjs';
import {notFound} from '../../src/data/notFound';

/**
 * On a CDN host (serve.mjs reads _redirects as Cloudflare Pages and Netlify do), the not-found
 * loader sends on a spelling no rule lists before anything runs. Redirects: nginx.spec.ts.
 */
const rules = parseRedirectsFile(readBuilt('_redirects'));
// The host's clean URLs take a page's own address with a trailing slash to the page.
const unlisted = urlVariants().filter(({from, to}) => !rules.has(from) && from !== `${to}/`);

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
