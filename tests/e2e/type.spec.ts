import type {Page} from '@playwright/test';
import {claims} from '../../src/data/claims';
import {builtHtml} from './built';
import {test, expect, gotoHydrated, settle, sitemapPaths} from './fixtures';
import {expectNoSideScroll, navbarSearch} from './checks';
import {anyArticle} from './docsIndex';

/** The distinct lines a piece of text is laid out on, wherever it appears in `main`. */
async function linesOf(page: Page, text: string): Promise<number[]> {
  return page.evaluate((needle) => {
    const counts: number[] = [];
    const main = document.querySelector('main');
    const walker = document.createTreeWalker(main ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(needle) ?? -1;
      if (at < 0 || !(node.parentElement?.checkVisibility() ?? false)) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + needle.length);
      counts.push(new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size);
    }
    return counts;
  }, text);
}

/** The pages whose server HTML shows a claimed figure, and the figures each shows. */
const figures = [claims.overhead, claims.queryTime, claims.relevance];
const claiming = sitemapPaths().flatMap((path) => {
  const html = builtHtml(path);
  const shown = figures.filter((figure) => html.includes(figure));
  return shown.length > 0 ? [{path, shown}] : [];
});

test.use({reducedMotion: 'reduce'});

test('claimed figures are on the pages, so the line-break check below proves something', () => {
  test.skip(Boolean(process.env.E2E_PATH), 'E2E_PATH picks one route; this counts them all');
  expect(claiming.map(({shown}) => shown).flat().length).toBeGreaterThan(0);
});

for (const {path, shown} of claiming) {
  test(`${path} keeps each claimed figure on one line, at 375 and 1280 px`, async ({page}) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({width, height: 800});
      if (width === 375) await gotoHydrated(page, path);
      // Open every collapsed answer, where figures are claimed too.
      await page
        .locator('main details:not([open])')
        .evaluateAll((items) => items.forEach((item) => item.setAttribute('open', '')));
      await settle(page);
      for (const figure of shown) {
        const lines = await linesOf(page, figure);
        expect(lines.length, `${figure} shown at ${width} px`).toBeGreaterThan(0);
        expect(lines, `${figure} at ${width} px: lines per appearance`).toEqual(lines.map(() => 1));
      }
    }
  });
}

/** From the widest, so that the box takes focus only for the phones' widths, as there. */
const searchWidths = [1920, 1280, 996, 768, 600, 320];
test(`the navbar search box shows its whole placeholder at ${searchWidths.join(', ')} px`, async ({
  page,
}) => {
  await page.setViewportSize({width: searchWidths[0]!, height: 700});
  // The navbar is the same on every page: an article's, quicker to lay out anew than the home's.
  await gotoHydrated(page, `/${(await anyArticle()).slug}`);
  const input = navbarSearch(page);
  for (const width of searchWidths) {
    await page.setViewportSize({width, height: 700});
    // On a phone the box is an icon until it has focus. The search library takes the box over
    // on focus, which blurs it for a moment: measure once it has focus again, as a visitor sees.
    if (width <= 576) {
      await input.focus();
      await expect(input).toBeFocused();
    }
    await settle(page);
    const fit = await input.evaluate((field: HTMLInputElement) => {
      const style = getComputedStyle(field);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const box = field.getBoundingClientRect();
      const textEnd =
        box.left +
        parseFloat(style.paddingLeft) +
        parseFloat(style.borderLeftWidth) +
        context.measureText(field.placeholder).width;
      // The keyboard hint sits over the right end of the field when it is shown.
      const hint = field.parentElement?.querySelector('kbd')?.parentElement;
      const hintLeft =
        hint && hint.checkVisibility() ? hint.getBoundingClientRect().left : box.right;
      return {textEnd, limit: Math.min(hintLeft, box.right - parseFloat(style.paddingRight))};
    });
    expect(fit.textEnd, `${width} px`).toBeLessThanOrEqual(fit.limit);
    await expectNoSideScroll(page, `page wider than ${width} px`);
  }
});
