import type {Page} from '@playwright/test';
import {claims} from '../../src/data/claims';
import {builtHtml} from './built';
import {test, expect, gotoHydrated, settle, sitemapPaths} from './fixtures';

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
