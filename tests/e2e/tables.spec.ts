import {builtHtml} from './built';
import {test, expect, gotoHydrated, settle, sitemapPaths, tabTo} from './fixtures';

/**
 * A table wider than a phone scrolls in its own box, a focusable region named after the table,
 * that a keyboard user can reach and scroll (WCAG 2.1.1). The copy build adds a writer's table.
 */
const withTables = sitemapPaths().filter((path) => builtHtml(path).includes('<table'));

test.use({reducedMotion: 'reduce'});

for (const path of withTables) {
  test(`${path}: every table too wide for a 320 or 375 px phone can be reached and scrolled by keyboard`, async ({
    page,
  }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({width, height: 800});
      if (width === 320) await gotoHydrated(page, path);
      await settle(page);
      // The box that scrolls each table sideways, if the table is wider than its column.
      const scrolling = await page.locator('main table').evaluateAll((tables: HTMLElement[]) =>
        tables.flatMap((table, index) => {
          for (let box: HTMLElement | null = table; box; box = box.parentElement) {
            if (
              box.scrollWidth > box.clientWidth + 1 &&
              getComputedStyle(box).overflowX !== 'visible'
            ) {
              box.dataset.testScrollBox = String(index);
              box.scrollLeft = 0;
              return [String(index)];
            }
            if (box.tagName === 'MAIN') break;
          }
          return [];
        }),
      );
      for (const index of scrolling) {
        const box = page.locator(`[data-test-scroll-box="${index}"]`);
        await expect(box).toHaveAttribute('role', 'region');
        await expect(box).toHaveAccessibleName(/\S/);
        await page.locator('main h1').click();
        await tabTo(page, box);
        const before = await box.evaluate((element) => element.scrollLeft);
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => box.evaluate((element) => element.scrollLeft))
          .toBeGreaterThan(before);
      }
    }
  });
}
