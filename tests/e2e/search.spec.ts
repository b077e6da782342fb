import {test, expect, gotoHydrated} from './fixtures';
import {articles} from './docsIndex';

test.beforeEach(async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
});

test('the navbar search box opens with Ctrl+K and finds text inside an article', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoHydrated(page, '/');
  const search = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
  await expect(search).toBeVisible();
  await page.locator('body').press('Control+k');
  await expect(search).toBeFocused();
  // A phrase from the body of the hub article, not its title.
  await search.fill('Captured content');
  const hit = page.getByRole('option').filter({hasText: 'Personal Intelligence Hub'}).first();
  await expect(hit).toBeVisible();
  await hit.click();
  // The hit may point at the section that holds the phrase.
  await expect(page).toHaveURL(/\/personal-intelligence-hub(#[\w-]+)?$/);
  // The index is the site's own files: searching asks no other host.
  const origins = new Set(requests.map((url) => new URL(url).origin));
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
  expect(requests.some((url) => new URL(url).pathname.startsWith('/pagefind/index/'))).toBe(true);
});

test('every article and the support page can be found by its title', async ({page}) => {
  await gotoHydrated(page, '/');
  const only = process.env.E2E_PATH;
  for (const {slug, title} of (await articles()).filter(({slug}) => !only || `/${slug}` === only)) {
    const search = page.getByRole('combobox', {name: 'Search'});
    await search.focus();
    await search.fill(title);
    // The list may still show the previous query's hits: wait for this query's own.
    await expect(page.getByRole('option').first()).toContainText(title);
    await search.press('Enter');
    await expect(page).toHaveURL(`/${slug}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  }
});

test('the search page lists results for a query in the address', async ({page}) => {
  const [article] = await articles();
  if (!article) throw new Error('docs/ holds no article');
  const {slug, title} = article;
  await gotoHydrated(page, `/search?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText(title);
  await expect(page.getByRole('article').getByRole('link', {name: title}).first()).toHaveAttribute(
    'href',
    `/${slug}`,
  );
});
