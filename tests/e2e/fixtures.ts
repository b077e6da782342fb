import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, type Page} from '@playwright/test';
// Playwright's test, with a stand-in for the unreachable feedback form host on every page.
import {test as base} from './formHost';

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

/**
 * Every test gets its console errors and warnings checked, and fails on any CSP violation, so
 * a policy that blocks the site's own code fails the test that exercises it.
 */
export const test = base.extend<{consoleEntries: ConsoleEntry[]; cspViolations: CspViolation[]}>({
  cspViolations: [
    async ({page}, use) => {
      const violations: CspViolation[] = [];
      await page.exposeFunction('__recordCspViolation', (violation: CspViolation) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
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
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
  consoleEntries: [
    async ({page}, use) => {
      const entries: ConsoleEntry[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          // The browser reports a missing page's own 404 status; that is the page working.
          const isOwnStatus =
            message.text().startsWith('Failed to load resource') &&
            message.location().url === page.url();
          if (isOwnStatus) return;
          entries.push({type: message.type(), text: message.text()});
        }
      });
      page.on('pageerror', (error) => entries.push({type: 'pageerror', text: error.message}));
      await use(entries);
      const unexpected = entries.filter(
        (entry) => !allowedConsole.some((pattern) => pattern.test(entry.text)),
      );
      expect(unexpected, 'console errors or warnings').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Navigates and waits until React has hydrated the page and the page has laid out its later
 * parts, which a long page leaves until they near the screen while it starts
 * (src/client/hydrate-after-paint.js).
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitUntilSettled(page);
}

/** Waits until the page has hydrated and has every part laid out. */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hasHydrated === 'true' &&
      !document.documentElement.hasAttribute('data-lazy-layout'),
  );
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
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  };
}

/** The site's public paths, read from the built sitemap. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  const only = process.env.E2E_PATH;
  return only ? paths.filter((path) => path === only) : paths;
}
