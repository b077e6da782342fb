import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import {buildDir, root} from './built';
import {finishAnimations} from '../shared/design.mjs';
// Playwright's test, with a stand-in for the unreachable feedback form host on every page.
import {test as base, stubFormHost} from './formHost';

export {expect};

/** The colour toggle's accessible name from Docusaurus's translations: showing `mode`, or any. */
export function colourToggleName(mode?: 'light' | 'dark' | 'system'): RegExp {
  const file = createRequire(join(root, 'package.json')).resolve(
    '@docusaurus/theme-translations/locales/base/theme-common.json',
  );
  const message = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const label = message['theme.colorToggle.ariaLabel'] ?? '';
  const shown = mode ? escape(message[`theme.colorToggle.ariaLabel.mode.${mode}`] ?? mode) : '.+';
  return new RegExp(`^${label.split('{mode}').map(escape).join(shown)}$`);
}

export type ConsoleEntry = {type: string; text: string};

/** Records a context's console errors and warnings and uncaught errors (incl. CSP, in Chromium). */
function watchContext(context: BrowserContext): ConsoleEntry[] {
  const entries: ConsoleEntry[] = [];
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The browser reports a missing page's own 404 status; that is the page working.
      const isOwnStatus =
        message.text().startsWith('Failed to load resource') &&
        message.location().url === page.url();
      if (!isOwnStatus) entries.push({type: message.type(), text: message.text()});
    });
    page.on('pageerror', (error) => entries.push({type: 'pageerror', text: error.message}));
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return entries;
}

function expectClean(entries: ConsoleEntry[]): void {
  // The not-found page logs the missing path as an error, by design, to spot broken links.
  const unexpected = entries.filter(({text}) => !/^404: no page at /.test(text));
  expect(unexpected, 'console errors or warnings').toEqual([]);
}

/** What was seen on the pages of each test's own context. */
const watchedContexts = new WeakMap<BrowserContext, ConsoleEntry[]>();

/** Every page a test opens fails it on a console error or warning (a CSP violation is one). */
export const test = base.extend<{
  consoleEntries: ConsoleEntry[];
  /** Opens a browser context whose pages get the same stand-in host and checks as `page`. */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}>({
  context: async ({context}, provide) => {
    const entries = watchContext(context);
    watchedContexts.set(context, entries);
    await provide(context);
    expectClean(entries);
  },
  consoleEntries: async ({context}, provide) => provide(watchedContexts.get(context)!),
  openContext: async ({browser, contextOptions}, provide) => {
    const opened: [BrowserContext, ConsoleEntry[]][] = [];
    await provide(async (options) => {
      const context = await browser.newContext({...contextOptions, ...options});
      opened.push([context, watchContext(context)]);
      await stubFormHost(context);
      return context;
    });
    for (const [context] of opened) await context.close();
    for (const [, entries] of opened) expectClean(entries);
  },
});

/** The one "page is ready" wait: hydrated, every lazy part laid out, fonts loaded. */
export async function ready(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hasHydrated === 'true' &&
      !document.documentElement.hasAttribute('data-lazy-layout'),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Navigates, checks the page answered 200 (unless told otherwise), and waits until ready. */
export async function gotoHydrated(page: Page, path: string, {status = 200} = {}): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answered`).toBe(status);
  await ready(page);
}

/** Ends every animation (endless ones cancelled): checks of colour or geometry call this first. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(finishAnimations);
}

/** Holds back every script of the bundle; the returned function lets them through. */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let held: (() => Promise<void>)[] | null = [];
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    if (held) held.push(() => route.continue());
    else await route.continue();
  });
  return async () => {
    const waiting = held ?? [];
    held = null;
    await Promise.all(waiting.map((release) => release()));
    await ready(page);
  };
}

/** Presses Tab (or `key`), as a keyboard user moves through the page, until `target` has focus. */
export async function tabTo(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  for (let step = 0; step < 300; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The site's public paths, read from the built sitemap (E2E_PATH: that one alone). */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  const only = process.env.E2E_PATH;
  return only ? paths.filter((path) => path === only) : paths;
}
