import type {Page} from '@playwright/test';
import {readBuilt} from './built';
import {test, expect, gotoHydrated, sitemapPaths, tabTo} from './fixtures';
import {anyArticle} from './docsIndex';
import {markdownPath} from '../../src/markdownCopy';

// The pages' Markdown copies as the server sends them; what the build writes: build.spec.ts.

test('every page points at its Markdown copy from its head', async ({request}) => {
  for (const path of sitemapPaths()) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const link = `<link rel="alternate" type="text/markdown" href="${markdownPath(path)}">`;
    expect(head, path).toContain(link);
  }
});

/** An article of docs/, as a writer added it: the pages with Copy and View as Markdown. */
const anArticle = async () => `/${(await anyArticle()).slug}`;

/** What the Markdown actions say, beside "Copy as Markdown". */
const actionStatus = (page: Page) =>
  page
    .locator('[data-not-content]', {has: page.getByRole('button', {name: 'Copy as Markdown'})})
    .locator('[role="status"]');

test('the copy is served as Markdown; "Copy as Markdown" fetches it on demand and puts it on the clipboard; "View as Markdown" opens it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) requested.push(request.url());
  });
  const path = await anArticle();
  const response = await request.get(markdownPath(path));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toBe(readBuilt(markdownPath(path)));
  await gotoHydrated(page, path);
  const button = page.getByRole('button', {name: 'Copy as Markdown'});
  const status = actionStatus(page);
  await expect(status).toBeEmpty();
  await tabTo(page, button);
  expect(requested).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/copied/i);
  expect(requested).toHaveLength(1);
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(readBuilt(markdownPath(path)));

  const title = await page.locator('h1').innerText();
  await page.getByRole('link', {name: 'View as Markdown'}).click();
  await expect(page).toHaveURL(markdownPath(path));
  await expect(page.locator('body')).toContainText(`# ${title}`);
});

test('"Copy as Markdown" says so when the clipboard refuses', async ({page}) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Denied', 'NotAllowedError'));
  });
  await gotoHydrated(page, await anArticle());
  await page.getByRole('button', {name: 'Copy as Markdown'}).click();
  await expect(actionStatus(page)).toHaveText(/could not/i);
});
