import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, sitemapPaths} from './fixtures';
import {articles} from './docsIndex';
import {markdownPath} from '../../src/markdownCopy';
import budgets from '../budgets.json';
import {helpful} from '../../src/data/helpful';
import {latestPath} from '../../src/plugins/releaseFacts';

/** The pages' Markdown copies and llms.txt, as the build wrote them and the server sends them. */

const buildDir = join(__dirname, '..', '..', 'build');
const read = (path: string) => readFileSync(join(buildDir, path), 'utf8');
const sitemapUrls = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc]) => loc!,
);
const siteOrigin = new URL(sitemapUrls[0]!).origin;

function markdownFiles(dir = buildDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : markdownFiles(path);
    return name.endsWith('.md') ? [relative(buildDir, path)] : [];
  });
}

test.describe('the build', () => {
  test('lists every sitemap page in llms.txt, each link a file of the build', () => {
    const llms = read('llms.txt');
    expect(llms).toMatch(/^# .+\n\n> .+\n\n## /);
    const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url]) => url!);
    for (const url of links) {
      expect(url.startsWith(`${siteOrigin}/`), url).toBe(true);
      expect(statSync(join(buildDir, new URL(url).pathname)).isFile(), url).toBe(true);
    }
    const listed = links.map((url) => new URL(url).pathname).sort();
    const expected = sitemapUrls.map((url) => markdownPath(new URL(url).pathname)).sort();
    expect(listed).toEqual(expected);
  });

  test('has a Markdown copy of every sitemap page, without imports or tags', () => {
    const files = markdownFiles();
    for (const url of sitemapUrls) {
      expect(files).toContain(markdownPath(new URL(url).pathname).slice(1));
    }
    for (const file of files) {
      const markdown = read(file);
      expect(markdown, file).toMatch(/^# \S/m);
      expect(markdown, file).not.toMatch(/^import\s/m);
      expect(markdown, file).not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/);
      for (const [, href] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
        expect(href, file).toMatch(/^(https?:|mailto:)/);
      }
    }
  });

  test("links each page that has a copy by its copy, and carries none of a page's tools", () => {
    const copies = new Set(markdownFiles().map((file) => `/${file.replace(/\\/g, '/')}`));
    for (const file of [...markdownFiles(), 'llms-full.txt']) {
      const markdown = read(file);
      for (const [, href] of markdown.matchAll(/\]\((https?:[^)\s]+)\)/g)) {
        const url = new URL(href!);
        if (url.origin !== siteOrigin || url.pathname.endsWith('.md')) continue;
        expect(copies, `${file} links ${href}`).not.toContain(markdownPath(url.pathname));
      }
      // The page's tools: the feedback question, the Markdown actions, the way back home.
      for (const tool of [
        helpful.question,
        'Copy as Markdown',
        'View as Markdown',
        'Back to Home',
      ]) {
        expect(markdown, file).not.toContain(tool);
      }
    }
  });

  test('serves the newest release note at /releases/latest.md', () => {
    const html = read(`${latestPath.slice(1)}.html`);
    const newest = /<main[\s\S]*?<a\b[^>]*\bhref="?([^"\s>]+)/.exec(html)![1]!;
    expect(read(markdownPath(latestPath))).toBe(read(markdownPath(newest)));
  });

  test('keeps llms.txt and llms-full.txt within their size budgets', () => {
    expect(statSync(join(buildDir, 'llms.txt')).size).toBeLessThanOrEqual(budgets.llmsTxtBytesMax);
    const full = read('llms-full.txt');
    expect(Buffer.byteLength(full)).toBeLessThanOrEqual(budgets.llmsFullTxtBytesMax);
    for (const url of sitemapUrls) expect(full).toContain(`URL: ${url}\n`);
  });
});

test('every page points at its Markdown copy from its head', async ({request}) => {
  for (const path of sitemapPaths()) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toContain(
      `<link rel="alternate" type="text/markdown" href="${markdownPath(path)}">`,
    );
  }
});

/** An article of docs/, as a writer added it: the pages with Copy and View as Markdown. */
const anArticle = async () => `/${(await articles())[0]!.slug}`;

test('a Markdown copy is served as Markdown', async ({request}) => {
  const path = await anArticle();
  const response = await request.get(markdownPath(path));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toBe(read(markdownPath(path)));
});

/** What the Markdown actions say, beside "Copy as Markdown". */
const actionStatus = (page: Page) =>
  page
    .locator('[data-not-content]', {has: page.getByRole('button', {name: 'Copy as Markdown'})})
    .locator('[role="status"]');

test.describe('on an article', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('"View as Markdown" opens the copy, with JavaScript or without', async ({page}) => {
    const path = await anArticle();
    await gotoHydrated(page, path);
    const title = await page.locator('h1').innerText();
    await page.getByRole('link', {name: 'View as Markdown'}).click();
    await expect(page).toHaveURL(markdownPath(path));
    await expect(page.locator('body')).toContainText(`# ${title}`);
  });

  test('"Copy as Markdown" fetches the copy on demand and puts it on the clipboard', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.md')) requested.push(request.url());
    });
    const path = await anArticle();
    await gotoHydrated(page, path);
    const button = page.getByRole('button', {name: 'Copy as Markdown'});
    const status = actionStatus(page);
    await expect(status).toBeEmpty();
    // Reach the button the way a keyboard user does.
    for (
      let step = 0;
      step < 60 && !(await button.evaluate((b) => b === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    expect(requested).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(/copied/i);
    expect(requested).toHaveLength(1);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(read(markdownPath(path)));
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
});
