/**
 * The home page and its demo look designed in both themes, at a phone's and a desktop's width:
 * nothing cut by the box that frames it, disabled buttons that read as disabled, one palette,
 * legible figures and targets a thumb can hit. Read from geometry and computed style, with every
 * animation at rest (reduced motion, then `settle`); nothing here pins a writer's words.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, settle, sitemapPaths} from './fixtures';
import {expectAccessible} from './checks';
import {themes} from './quality/pages';
import {
  cutLines,
  disabledLooks,
  disabledStyle,
  offCentreSeparators,
  offPalette,
  readStyles,
  smallTargets,
  svgLabels,
} from '../shared/design.mjs';
import {platforms} from '../../src/data/download';
import {contextTree, demoReply, scoreBands, type TreeItem} from '../../src/data/demo';

const widths = [375, 1280] as const;
const everyItem = (items: readonly TreeItem[]): TreeItem[] =>
  items.flatMap((item) => [item, ...(item.type === 'folder' ? everyItem(item.children) : [])]);
/** A target a thumb can hit (WCAG 2.5.5's 44 px), on a phone. */
const thumb = 44;
/** The smallest text a figure may draw, in CSS px. */
const smallestFigureText = 12;

/** Callouts whose colour means something (caution, danger) may keep it; the rest are the accent. */
const meaningfulCallouts =
  ':not(.theme-admonition-warning, .theme-admonition-danger, .theme-admonition-caution)';
const callouts = `.theme-admonition${meaningfulCallouts}`;

/** Colours among `properties` of what `selector` matches that are neither neutral nor the accent. */
async function offAccent(page: Page, selector: string, properties: readonly string[]) {
  const [root] = await page.evaluate(readStyles, [':root', ['--site-hue']] as const);
  const readings = await page.evaluate(readStyles, [selector, properties] as const);
  return offPalette(readings, Number(root!.values['--site-hue']));
}

/** Opens `path` at `width` in `colorScheme`, as a visitor's system sets it, with motion reduced. */
async function open(page: Page, path: string, width: number, colorScheme: 'light' | 'dark') {
  await page.setViewportSize({width, height: 900});
  await page.emulateMedia({colorScheme, reducedMotion: 'reduce'});
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  await settle(page);
}

for (const colorScheme of themes) {
  for (const width of widths) {
    test(`the home page at ${width} px, ${colorScheme}: nothing cut, designed disabled buttons, one palette, centred separators${width < 768 ? ', thumb-sized targets' : ''}`, async ({
      page,
    }) => {
      await open(page, '/', width, colorScheme);

      // Every line of text is whole, or fades out where its frame (the picture, the demo's
      // panes, a card) cuts it.
      expect(await page.evaluate(cutLines, 'main')).toEqual([]);

      // The platforms without a build are disabled buttons that look it: a solid edge, a fill,
      // an AA label, the not-allowed cursor.
      const unavailable = platforms.filter((platform) => !platform.available);
      const disabled = await page.evaluate(readStyles, [
        '#download button:disabled',
        disabledStyle,
      ] as const);
      expect(disabled).toHaveLength(unavailable.length);
      expect(disabledLooks(disabled)).toEqual([]);

      // The demo's best-scored rows (and so its picture's) are tinted with the accent.
      const best = everyItem(contextTree).filter((item) => item.score > scoreBands.high);
      const tinted = page.locator('#browser-demo [role="treeitem"] > div[class*="rowHigh"]');
      expect(await tinted.count()).toBeGreaterThan(0);
      expect(await tinted.count()).toBeLessThanOrEqual(best.length);
      expect(await offAccent(page, 'main [class*="rowHigh"]', ['background-color'])).toEqual([]);

      expect(await page.evaluate(offCentreSeparators)).toEqual([]);

      if (width < 768) {
        // Every control but a link in a line of text, in the demo and the cards: 44 px tall,
        // none on top of another.
        expect(await page.evaluate(smallTargets, ['main', thumb] as const)).toEqual([]);
      }
    });
  }
}

test('the demo answers a question with a short scripted reply that says it is a demo and links to the waitlist', async ({
  page,
}) => {
  await page.clock.install({time: new Date('2026-01-05T09:00:00Z')});
  await gotoHydrated(page, '/');
  // Hydration needs running timers; from here on, time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  const section = page.locator('#browser-demo');
  await section.scrollIntoViewIfNeeded();
  const messages = section.getByRole('log').getByRole('listitem');
  const input = section.getByRole('textbox', {name: /message/});
  // Stop the script, so that only the reply adds to the log.
  await section.getByRole('button', {name: /^Pause demo$/}).click();
  const before = await messages.count();

  // An empty message is not sent, and gets no reply.
  await input.fill('   ');
  await input.press('Enter');
  await page.clock.runFor(demoReply.delayMs * 2);
  await expect(messages).toHaveCount(before);

  await input.fill('What did I read about the feature store?');
  await input.press('Enter');
  await expect(messages).toHaveCount(before + 1);
  await page.clock.runFor(demoReply.delayMs - 1);
  await expect(messages).toHaveCount(before + 1);
  await page.clock.runFor(1);
  await expect(messages).toHaveCount(before + 2);
  const reply = messages.last();
  await expect(reply).toContainText(demoReply.texts[0]!);
  const link = reply.getByRole('link', {name: new RegExp(demoReply.link.label)});
  await expect(link).toHaveAttribute('href', demoReply.link.href);
  await expect(link).toHaveAttribute('target', '_blank');
  // The reply is in view in the log, whole.
  await settle(page);
  expect(await page.evaluate(cutLines, '#browser-demo')).toEqual([]);
  const inLog = await reply.evaluate((item) => {
    const log = item.closest('[role="log"]')!.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    return box.top >= log.top && box.bottom <= log.bottom;
  });
  expect(inLog).toBe(true);
  // axe needs running timers; the demo is paused, so the frame holds while it checks.
  await page.clock.resume();
  await expectAccessible(page, '#browser-demo');
});

test('with reduced motion the demo replies at once', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await gotoHydrated(page, '/');
  const section = page.locator('#browser-demo');
  const messages = section.getByRole('log').getByRole('listitem');
  const before = await messages.count();
  await section.getByRole('textbox', {name: /message/}).fill('Anything new?');
  await section.getByRole('textbox', {name: /message/}).press('Enter');
  await expect(messages).toHaveCount(before + 2);
  await expect(messages.last()).toContainText(demoReply.texts[0]!);
});

// Figures and callouts live on the articles: every page of the sitemap, at a phone's width in one
// theme and a desktop's in the other, so each width and each theme is seen once.
for (const [width, colorScheme] of [
  [375, 'light'],
  [1280, 'dark'],
] as const) {
  test(`figures draw text ${smallestFigureText} px or more, clear of their shapes, and callouts use the accent (${width} px, ${colorScheme})`, async ({
    page,
  }) => {
    test.slow(); // Every page of the site.
    let labels = 0;
    let calloutCount = 0;
    for (const path of sitemapPaths()) {
      await open(page, path, width, colorScheme);
      labels += await page.locator('main svg text').count();
      calloutCount += await page.locator(callouts).count();
      expect(await page.evaluate(svgLabels, ['main', smallestFigureText] as const), path).toEqual(
        [],
      );
      const palette = await offAccent(page, callouts, ['background-color', 'border-left-color']);
      expect(palette, path).toEqual([]);
    }
    // The site has both: a check that found nothing to check would prove nothing.
    expect(labels).toBeGreaterThan(0);
    expect(calloutCount).toBeGreaterThan(0);
  });
}
