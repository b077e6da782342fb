import {test, expect, gotoHydrated, ready} from './fixtures';

test('an unknown path gets the not-found page and logs the missing path', async ({
  page,
  consoleEntries,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await ready(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Oops! Page not found');
  expect(consoleEntries).toContainEqual({type: 'error', text: '404: no page at /no/such/page'});
  await page.getByRole('link', {name: 'Return to Home'}).click();
  await expect(page).toHaveURL('/');
});

test('a client-side navigation to an unknown path shows the same page', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing-after-navigation');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Oops! Page not found');
});
