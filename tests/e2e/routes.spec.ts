import {test, expect, sitemapPaths} from './fixtures';
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

// E2E_PATH=/support runs that route's checks only: this whole-site check needs every route.
test.skip(Boolean(process.env.E2E_PATH), 'E2E_PATH picks one route; this checks them all');

test('the sitemap lists exactly the home page, every doc and the release notes', async () => {
  expect([...sitemapPaths()].sort()).toEqual(
    [...(await expectedRoutes()), ...(await releaseRoutes())].sort(),
  );
});
