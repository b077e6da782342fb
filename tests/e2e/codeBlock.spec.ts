import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {root} from './built';
import {test, expect, gotoHydrated} from './fixtures';
import {darkCodeTheme} from '../../src/prismThemes';

/**
 * Code blocks load the highlighter (Prism) in their own chunk (src/theme/CodeBlock), so only the
 * articles that show code pay for it. These tests follow the first fenced block in docs/.
 */
const [path, code] =
  readdirSync(join(root, 'docs'))
    .filter((name) => /\.mdx?$/.test(name))
    .map((file) => {
      const text = readFileSync(join(root, 'docs', file), 'utf8');
      const block = /^```[^\n]*\n([\s\S]*?)^```$/m.exec(text)?.[1];
      return [`/${file.replace(/\.mdx?$/, '')}`, block?.trimEnd()] as const;
    })
    .find(([, block]) => block !== undefined) ?? [];
if (!path || code === undefined) throw new Error('No article in docs/ has a fenced code block');
const firstLine = code.split('\n')[0]!;

/** Runs `onChunk` when the page fetches the code block's chunk, and lets it through after. */
async function onCodeBlockChunk(page: Page, onChunk: () => void | Promise<void>): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('theme.CodeBlock.copyButtonAriaLabel')) await onChunk();
    await route.fulfill({response, body});
  });
}

test(`${path} shows its code block, highlighted, from the server HTML (without JavaScript)`, async ({
  openContext,
}) => {
  const page = await (await openContext({javaScriptEnabled: false})).newPage();
  await page.goto(path);
  const block = page.locator('main pre:visible', {hasText: firstLine});
  await expect(block).toHaveCount(1);
  // Every line, in order (the highlighter's line breaks add blank lines to innerText).
  const lines = (text: string) => text.trimEnd().split(/\s*\n/).filter(Boolean);
  expect(lines(await block.innerText())).toEqual(lines(code));
  const tokens = block.locator('span[style*="color"]');
  expect(await tokens.count(), 'highlighted tokens').toBeGreaterThan(1);
});

// The page hydrates without the chunk, with no error (React 18 threw the server HTML away with
// `React.lazy`), keeps showing the block, and highlights it in the visitor's mode once it arrives.
test(`${path} hydrates without waiting for its code block’s chunk, then highlights the block in the dark colour mode and copies it`, async ({
  page,
  context,
}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
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
  const background = await page.evaluate((colour) => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = colour;
    return getComputedStyle(probe).color;
  }, darkCodeTheme.plain.backgroundColor as string);
  await expect(block).toHaveCSS('background-color', background);
  const tokens = block.locator('span[style*="color"]');
  expect(await tokens.count(), 'highlighted tokens').toBeGreaterThan(1);
  await page.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trimEnd()).toBe(code);
});

const phone = {width: 375, height: 667};

test(`${path} loads the highlighter only when the reader nears its code block, on a phone`, async ({
  page,
}) => {
  await page.setViewportSize(phone);
  let requested = 0;
  await onCodeBlockChunk(page, () => void (requested += 1));
  await gotoHydrated(page, path);
  const block = page.locator('main pre', {hasText: firstLine});
  const top = await block.evaluate((element) => element.getBoundingClientRect().top);
  expect(top, `the first code block of ${path} must start two screens down`).toBeGreaterThan(
    2 * phone.height,
  );
  // Whatever the page starts once it is idle has started by now.
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
  );
  expect(requested, 'code block chunk requests before the reader scrolled').toBe(0);
  await block.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  expect(requested).toBe(1);
});
