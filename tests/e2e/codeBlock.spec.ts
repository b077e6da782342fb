import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {root} from './built';
import {test, expect, gotoHydrated} from './fixtures';
import {darkCodeTheme} from '../../src/prismThemes';

/**
 * Code blocks load the theme's highlighter in their own chunk (src/theme/CodeBlock), so the
 * articles that show code are the only ones that pay for Prism. These tests follow the first
 * fenced code block the articles in docs/ contain.
 */
function firstCodeBlock(): {path: string; code: string} {
  const docs = join(root, 'docs');
  for (const file of readdirSync(docs).filter((name) => /\.mdx?$/.test(name))) {
    const slug = file.replace(/\.mdx?$/, '');
    const text = readFileSync(join(docs, file), 'utf8');
    const code = /^```[^\n]*\n([\s\S]*?)^```$/m.exec(text)?.[1];
    if (code !== undefined) return {path: `/${slug}`, code: code.trimEnd()};
  }
  throw new Error(
    'No article in docs/ has a fenced code block, so the code block path is untested',
  );
}

const {path, code} = firstCodeBlock();
const firstLine = code.split('\n')[0] as string;

/** The block's lines as a reader sees them, trailing spaces aside. */
function shownLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line, index, lines) => index < lines.length - 1 || line !== '');
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test(`${path} shows its code block, highlighted, from the server HTML`, async ({page}) => {
    await page.goto(path);
    const block = page.locator('main pre:visible', {hasText: firstLine});
    await expect(block).toHaveCount(1);
    // Every line, in order (the highlighter's line breaks add blank lines to innerText).
    const nonBlank = (lines: string[]) => lines.filter((line) => line !== '');
    expect(nonBlank(shownLines(await block.innerText()))).toEqual(nonBlank(code.split('\n')));
    const tokens = block.locator('span[style*="color"]');
    expect(await tokens.count(), 'highlighted tokens').toBeGreaterThan(1);
  });
});

/** The computed-style form (`rgb(…)`) of a CSS colour, as the browser writes it. */
async function cssColour(page: Page, colour: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, colour);
}

/**
 * Runs `onChunk` when the page fetches the theme's code block chunk (the one holding its copy
 * button's label), and lets the chunk through once it returns.
 */
async function onCodeBlockChunk(page: Page, onChunk: () => void | Promise<void>): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('theme.CodeBlock.copyButtonAriaLabel')) await onChunk();
    await route.fulfill({response, body});
  });
}

/**
 * The code block's chunk (Prism) is requested only once the page has hydrated, and the block's
 * server HTML stays as it is until then (src/theme/CodeBlock). The test holds that chunk back: the
 * page must hydrate without it, with no error (the fixture fails on any console error; with
 * `React.lazy`, React 18 reported #421 and threw the server HTML away), keep showing the block,
 * and highlight it in the visitor's colour mode once the chunk arrives, with its copy button.
 */
test.describe('with the code block’s chunk held back, in the dark colour mode', () => {
  test.use({colorScheme: 'dark', permissions: ['clipboard-read', 'clipboard-write']});

  test(`${path} hydrates without waiting for it, then highlights the block and copies it`, async ({
    page,
  }) => {
    let requested: () => void = () => undefined;
    const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await onCodeBlockChunk(page, async () => {
      requested();
      await held;
    });
    await page.goto(path, {waitUntil: 'commit'});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const block = page.locator('main pre', {hasText: firstLine});
    await block.scrollIntoViewIfNeeded();
    await chunkRequested;
    await expect(block).toBeVisible();
    release();
    // The server renders the light theme; the dark one means the lazy block has hydrated.
    const background = darkCodeTheme.plain.backgroundColor as string;
    await expect(block).toHaveCSS('background-color', await cssColour(page, background));
    const tokens = block.locator('span[style*="color"]');
    expect(await tokens.count(), 'highlighted tokens').toBeGreaterThan(1);
    await page.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trimEnd()).toBe(code);
  });
});

/**
 * On a phone, a page whose code is further down starts without Prism: its chunk is requested
 * only when the reader scrolls towards the block, which then shows its copy button.
 */
test.describe('on a phone', () => {
  const phone = {width: 375, height: 667};
  test.use({viewport: phone});

  test(`${path} loads the highlighter only when the reader nears its code block`, async ({
    page,
  }) => {
    let requested = 0;
    await onCodeBlockChunk(page, () => {
      requested += 1;
    });
    await gotoHydrated(page, path);
    const block = page.locator('main pre', {hasText: firstLine});
    const top = await block.evaluate((element) => element.getBoundingClientRect().top);
    expect(
      top,
      `the first code block of ${path} must start more than two screens down for this test`,
    ).toBeGreaterThan(2 * phone.height);
    // Whatever the page starts once it is idle has started by now.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
    );
    expect(requested, 'code block chunk requests before the reader scrolled').toBe(0);
    await block.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
    expect(requested).toBe(1);
  });
});
