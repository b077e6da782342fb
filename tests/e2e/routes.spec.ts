import {test, expect, sitemapPaths} from './fixtures';
import {articles} from './docsIndex';

/** The home page and one page per doc in docs/, each served at its file name. */
async function expectedRoutes(): Promise<string[]> {
  return ['/', ...(await articles()).map(({slug}) => `/${slug}`)];
}

// E2E_PATH=/support runs that route's checks only: this whole-site check needs every route.
test.skip(Boolean(process.env.E2E_PATH), 'E2E_PATH picks one route; this checks them all');

test('the sitemap lists exactly the home page and every doc', async () => {
  expect([...sitemapPaths()].sort()).toEqual((await expectedRoutes()).sort());
});
