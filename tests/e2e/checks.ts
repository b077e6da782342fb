import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {expect, settle} from './fixtures';
import {axeTags} from './quality/pages';

/** The search box in the navbar. */
export const navbarSearch = (page: Page): Locator =>
  page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});

/**
 * Ends every animation, then expects axe to find nothing against the site's rules in `include`;
 * a failure names each rule, element and fix.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  await settle(page);
  const axe = new AxeBuilder({page}).withTags(axeTags);
  const {violations} = await (include ? axe.include(include) : axe).analyze();
  const described = violations.flatMap(({id, impact, help, nodes}) => [
    `${id} (${impact ?? 'n/a'}): ${help}`,
    ...nodes.map(
      ({target, failureSummary = ''}) =>
        `    ${JSON.stringify(target)}: ${failureSummary.replace(/\s+/g, ' ')}`,
    ),
  ]);
  expect(
    violations.map(({id}) => id),
    described.join('\n'),
  ).toEqual([]);
}

/** Expects the page to be no wider than its screen. */
export async function expectNoSideScroll(page: Page, message?: string): Promise<void> {
  const {scroll, client} = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, message).toBeLessThanOrEqual(client);
}
