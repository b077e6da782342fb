import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {expect, settle} from './fixtures';
import {axeTags} from './quality/pages';

/** The search box in the navbar. */
export const navbarSearch = (page: Page): Locator =>
  page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});

/** Presses `key` (Tab, or Shift+Tab) until `target` has focus; fails after 40 presses. */
export async function tabTo(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Ends every animation, then expects axe to find nothing against the site's rules in `include`. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  await settle(page);
  const axe = new AxeBuilder({page}).withTags(axeTags);
  const {violations} = await (include ? axe.include(include) : axe).analyze();
  const found = violations.flatMap(({id, nodes}) =>
    nodes.map((node) => `${id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
  );
  expect(found).toEqual([]);
}

/** Expects the page to be no wider than its screen. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const {scroll, client} = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}
