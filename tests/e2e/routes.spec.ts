import {test, expect, gotoHydrated, sitemapPaths} from './fixtures';
import {articles, releaseNotes} from './docsIndex';
import {releasesDir} from '../../src/plugins/releaseNotes';

/** The home page and one page per doc in docs/, each served at its file name. */
async function expectedRoutes(): Promise<string[]> {
  return ['/', ...(await articles()).map(({slug}) => `/${slug}`)];
}

/** The release notes' list and one page per note in releases/. */
async function releaseRoutes(): Promise<string[]> {
  return [`/${releasesDir}`, ...(await releaseNotes()).map(({path}) => path)];
}

// E2E_PATH=/support runs that route's checks only: the whole-site checks need every route.
const only = process.env.E2E_PATH;

if (!only) {
  test('the sitemap lists exactly the home page, every doc and the release notes', async () => {
    expect([...sitemapPaths()].sort()).toEqual(
      [...(await expectedRoutes()), ...(await releaseRoutes())].sort(),
    );
  });
}

for (const path of sitemapPaths()) {
  test(`${path} renders with a heading, title and description`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    expect((await page.title()).length).toBeGreaterThan(5);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
  });
}

test('every doc leads back home', async ({page}) => {
  for (const path of (await expectedRoutes()).slice(1).filter((p) => !only || p === only)) {
    await gotoHydrated(page, path);
    await page.getByRole('main').getByRole('link', {name: 'Back to Home'}).click();
    await expect(page).toHaveURL('/');
  }
});
