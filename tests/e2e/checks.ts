import {readFileSync} from 'node:fs';
import type * as Axe from 'axe-core';
import type {RunOnly} from 'axe-core';
import type {Locator, Page} from '@playwright/test';
import {expect, settle} from './fixtures';
import {themes} from './quality/pages';

/** The search box in the navbar. */
export const navbarSearch = (page: Page): Locator =>
  page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});

/** The rules every page meets: WCAG 2.2 A and AA, and axe's best practices. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Axe's rules that read colours: all a change of theme can break, the page being the same. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** axe-core's source, read once per worker. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Ends animations; axe finds nothing in `include` (site rules or `rules`); no foreign frames. */
export async function expectAccessible(page: Page, include?: string, rules?: string[]) {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly: RunOnly = rules ? {type: 'rule', values: rules} : {type: 'tag', values: axeTags};
  const violations = await page.evaluate(
    async ([context, runOnly]) => {
      const {axe} = window as unknown as {axe: typeof Axe};
      const options = {runOnly, resultTypes: ['violations' as const], iframes: false};
      return (await axe.run(context ? {include: [context]} : document, options)).violations;
    },
    [include, runOnly] as const,
  );
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

/** Axe whole in the first theme, its colour rules in the others; ends in the first theme. */
export async function expectAccessibleInEachTheme(page: Page, include?: string): Promise<void> {
  for (const [index, theme] of [...themes, themes[0]].entries()) {
    await page.emulateMedia({colorScheme: theme});
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    if (index < themes.length)
      await expectAccessible(page, include, index ? colourRules : undefined);
  }
}

/** Expects the page to be no wider than its screen (the overflow in px, 0 at most). */
export async function expectNoSideScroll(page: Page, message?: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, message).toBeLessThanOrEqual(0);
}

/** A layout shift as the browser reports it: its score and the start of each moved element. */
type LayoutShift = {value: number; sources: string[]};

/** Records shifts in pages `page` opens (not input's, nor outside `within`); read a frame late. */
export async function recordLayoutShifts(page: Page, within = '') {
  await page.addInitScript((inside) => {
    const shifts: LayoutShift[] = [];
    Object.defineProperty(window, '__layoutShifts', {value: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {node?: Node | null}[];
      })[]) {
        const moved = (entry.sources ?? []).flatMap(({node}) => {
          const element = node instanceof Element ? node : node?.parentElement;
          if (inside && !element?.closest(inside)) return [];
          return [element?.outerHTML.slice(0, 120) ?? String(node?.nodeName)];
        });
        if (entry.hadRecentInput || (inside && moved.length === 0)) continue;
        shifts.push({value: entry.value, sources: moved});
      }
    }).observe({type: 'layout-shift', buffered: true});
  }, within);
  return () => page.evaluate(() => Reflect.get(window, '__layoutShifts') as LayoutShift[]);
}
