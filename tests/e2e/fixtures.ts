import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from './built';
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
// Playwright's test, with a stand-in for the unreachable feedback form host on every page.
import {test as base, stubFormHost} from './formHost';

/**
 * Console messages that are expected and therefore not failures. Keep each with its reason.
 * - The not-found page logs the missing path as an error, by design, to spot broken links.
 */
const allowedConsole: RegExp[] = [/^404: no page at /];

export interface ConsoleEntry {
  type: string;
  text: string;
}

/** A Content-Security-Policy violation reported by the page (`securitypolicyviolation`). */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

/** What the watchers of one browser context saw on its pages. */
interface Watched {
  consoleEntries: ConsoleEntry[];
  cspViolations: CspViolation[];
}

/**
 * Records console errors and warnings, uncaught errors and CSP violations on every page of a
 * context, including pages opened later (popups, new tabs).
 */
async function watchContext(context: BrowserContext): Promise<Watched> {
  const watched: Watched = {consoleEntries: [], cspViolations: []};
  await context.exposeFunction('__recordCspViolation', (violation: CspViolation) => {
    watched.cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record: unknown = Reflect.get(window, '__recordCspViolation');
      if (typeof record !== 'function') return;
      record({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: event.documentURI,
      });
    });
  });
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The browser reports a missing page's own 404 status; that is the page working.
      const isOwnStatus =
        message.text().startsWith('Failed to load resource') &&
        message.location().url === page.url();
      if (!isOwnStatus) watched.consoleEntries.push({type: message.type(), text: message.text()});
    });
    page.on('pageerror', (error) =>
      watched.consoleEntries.push({type: 'pageerror', text: error.message}),
    );
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return watched;
}

function expectClean(watched: Watched): void {
  expect(watched.cspViolations, 'Content-Security-Policy violations').toEqual([]);
  const unexpected = watched.consoleEntries.filter(
    (entry) => !allowedConsole.some((pattern) => pattern.test(entry.text)),
  );
  expect(unexpected, 'console errors or warnings').toEqual([]);
}

/** Opens a browser context whose pages get the same stand-in host and checks as `page`. */
export type OpenContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/** What was seen on the pages of each test's own context. */
const watchedContexts = new WeakMap<BrowserContext, Watched>();

/**
 * Every page a test opens, through `page`, `context` or `openContext`, fails the test on a
 * console error or warning and on any CSP violation, so a policy that blocks the site's own code
 * fails the test that exercises it. A test that opens no page (it reads build/ or asks the server
 * with `request`) starts no browser.
 */
export const test = base.extend<{
  consoleEntries: ConsoleEntry[];
  cspViolations: CspViolation[];
  openContext: OpenContext;
}>({
  context: async ({context}, provide) => {
    const watched = await watchContext(context);
    watchedContexts.set(context, watched);
    await provide(context);
    expectClean(watched);
  },
  consoleEntries: async ({context}, provide) =>
    provide(watchedContexts.get(context)!.consoleEntries),
  cspViolations: async ({context}, provide) => provide(watchedContexts.get(context)!.cspViolations),
  openContext: async ({browser, contextOptions}, provide) => {
    const opened: {context: BrowserContext; watched: Watched}[] = [];
    await provide(async (options) => openChecked(browser, {...contextOptions, ...options}, opened));
    for (const {context} of opened) await context.close();
    for (const {watched} of opened) expectClean(watched);
  },
});

async function openChecked(
  browser: Browser,
  options: BrowserContextOptions,
  opened: {context: BrowserContext; watched: Watched}[],
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const watched = await watchContext(context);
  await stubFormHost(context);
  opened.push({context, watched});
  return context;
}

export {expect};

/**
 * The one "page is ready" wait: React has hydrated the page, the page has laid out the later
 * parts that a long page leaves until they near the screen while it starts
 * (src/client/hydrate-after-paint.js), and its fonts have loaded.
 */
export async function ready(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hasHydrated === 'true' &&
      !document.documentElement.hasAttribute('data-lazy-layout'),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Navigates, checks the page answered 200 (unless told otherwise), and waits until ready. */
export async function gotoHydrated(
  page: Page,
  path: string,
  {status = 200}: {status?: number} = {},
): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answered`).toBe(status);
  await ready(page);
}

/**
 * Brings every animation and transition to its end state, as a still screen shows it: finite
 * ones are finished, endless ones (a pulse) are cancelled. `page.clock` does not drive CSS, so
 * checks of colour or geometry (axe, overflow, boxes) call this first; tests of motion do not.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
      else animation.finish();
    }
  });
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

/** The site's public paths, read from the built sitemap. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  const only = process.env.E2E_PATH;
  return only ? paths.filter((path) => path === only) : paths;
}
