import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {root} from './built';
import {test, expect, gotoHydrated} from './fixtures';
import {darkCodeTheme} from '../../src/prismThemes';

/** Code blocks load Prism in their own chunk (src/theme/CodeBlock); the first fenced block in docs/. */
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

test(`${path}, on a phone, loads the highlighter only when the reader nears its code block, keeps showing the server's highlighted block, every line, until it arrives, then highlights it in the dark colour mode and copies it`, async ({
  page,
  context,
}) => {
  const phone = {width: 375, height: 667};
  await page.setViewportSize(phone);
  await page.emulateMedia({colorScheme: 'dark'});
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  let requested = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('theme.CodeBlock.copyButtonAriaLabel')) {
      requested += 1;
      await held;
    }
    await route.fulfill({response, body});
  });
  await gotoHydrated(page, path);
  const block = page.locator('main pre', {hasText: firstLine});
  const top = await block.evaluate((element) => element.getBoundingClientRect().top);
  expect(top, `the first code block of ${path} must start two screens down`).toBeGreaterThan(
    2 * phone.height,
  );
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
  );
  expect(requested, 'code block chunk requests before the reader scrolled').toBe(0);
  await block.scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toBe(1);
  await expect(block).toBeVisible();
  // Every line, in order (the highlighter's line breaks add blank lines to innerText).
  const lines = (text: string) => text.trimEnd().split(/\s*\n/).filter(Boolean);
  expect(lines(await block.innerText())).toEqual(lines(code));
  const tokens = block.locator('span[style*="color"]');
  expect(await tokens.count(), 'highlighted tokens as served').toBeGreaterThan(1);
  release();
  // The server renders the light theme; the dark one means the lazy block has hydrated.
  const background = await page.evaluate((colour) => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = colour;
    return getComputedStyle(probe).color;
  }, darkCodeTheme.plain.backgroundColor as string);
  await expect(block).toHaveCSS('background-color', background);
  expect(await tokens.count(), 'highlighted tokens').toBeGreaterThan(1);
  await page.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trimEnd()).toBe(code);
  expect(requested).toBe(1);
});
