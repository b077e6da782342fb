import {readBuilt} from './built';
import {test, expect, gotoHydrated, tabTo} from './fixtures';
import {anyArticle} from './docsIndex';
import {markdownPath} from '../../src/markdownCopy';

// Markdown copies as served; as built: build.spec.ts; the head's link to them: seo.spec.ts.

test('the copy of an article is served as Markdown; "Copy as Markdown" puts it on the clipboard, or says when the clipboard refuses; "View as Markdown" opens it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const path = `/${(await anyArticle()).slug}`;
  const copy = markdownPath(path);
  const response = await request.get(copy);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toBe(readBuilt(copy));
  await gotoHydrated(page, path);
  const button = page.getByRole('button', {name: 'Copy as Markdown'});
  // What the Markdown actions say, beside the button.
  const status = page.locator('[data-not-content]', {has: button}).locator('[role="status"]');
  await expect(status).toBeEmpty();
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/copied/i);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readBuilt(copy));
  await page.evaluate(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Denied', 'NotAllowedError'));
  });
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/could not/i);

  const title = await page.locator('h1').innerText();
  await page.getByRole('link', {name: 'View as Markdown'}).click();
  await expect(page).toHaveURL(copy);
  await expect(page.locator('body')).toContainText(`# ${title}`);
});
