import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {brand, feedbackEmbedScriptUrl} from '../../../src/brand';
import {test, expect, sitemapPaths} from '../fixtures';
import {allPages, open, themes, useTheme} from './pages';

/** The one third party the site may talk to: the feedback form (and its widget) on /support. */
const feedbackOrigins = new Set([
  new URL(brand.feedbackFormUrl).origin,
  new URL(feedbackEmbedScriptUrl).origin,
]);
const feedbackPage = '/support';

/**
 * Records every request the page makes to another host and blocks it. The fixtures already
 * answer the feedback form's host with a stand-in on every page; recording happens on the
 * request event, so those requests are seen too.
 */
async function recordForeignRequests(page: Page): Promise<string[]> {
  const foreign: string[] = [];
  const local = new URL(test.info().project.use.baseURL ?? '').origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== local) foreign.push(url.href);
  });
  await page.context().route(
    (url) => /^https?:$/.test(url.protocol) && url.origin !== local,
    (route) => route.abort('blockedbyclient'),
  );
  return foreign;
}

/** Scrolls through the whole page so that anything loaded on view is loaded. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
  });
  await page.waitForLoadState('networkidle');
}

for (const path of allPages()) {
  test(`${path} loads without console errors, hydration errors or requests to other hosts`, async ({
    page,
  }) => {
    // The console fixture fails the test on any error or warning; React reports a hydration
    // mismatch there ("Docusaurus React Root onRecoverableError: … Minified React error #418").
    const foreign = await recordForeignRequests(page);
    await open(page, path);
    await scrollThrough(page);
    const unexpected = foreign.filter(
      (href) => !(path === feedbackPage && feedbackOrigins.has(new URL(href).origin)),
    );
    expect(unexpected, 'requests to other hosts').toEqual([]);
  });
}

for (const path of allPages()) {
  test(`${path} opens every external link in a new tab with rel=noopener`, async ({page}) => {
    await open(page, path);
    const local = new URL(page.url()).origin;
    const links = await page.locator('a[href^="http"]').evaluateAll(
      (anchors, origin) =>
        anchors
          .map((a) => ({
            href: a.getAttribute('href') ?? '',
            target: a.getAttribute('target'),
            rel: a.getAttribute('rel') ?? '',
          }))
          .filter((link) => new URL(link.href).origin !== origin),
      local,
    );
    const wrong = links.filter(
      (link) => link.target !== '_blank' || !/\bnoopener\b/.test(link.rel),
    );
    expect(wrong, 'external links without target=_blank rel=noopener').toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, reducedMotion: 'reduce'});

  for (const path of sitemapPaths()) {
    test(`${path} already holds its heading and main text in the server HTML`, async ({
      page,
      browser,
    }) => {
      await page.goto(path);
      const serverH1 = await page.locator('h1').allInnerTexts();
      const serverMain = (await page.locator('main').first().innerText()).trim();
      const serverHeadings = await page.locator('main :is(h2, h3)').allInnerTexts();

      const context = await browser.newContext({javaScriptEnabled: true, reducedMotion: 'reduce'});
      const hydrated = await context.newPage();
      await open(hydrated, path);
      const clientH1 = await hydrated.locator('h1').allInnerTexts();
      const clientMain = (await hydrated.locator('main').first().innerText()).trim();
      const clientHeadings = await hydrated.locator('main :is(h2, h3)').allInnerTexts();
      await context.close();

      expect(serverH1).toHaveLength(1);
      expect(serverH1).toEqual(clientH1);
      expect(serverHeadings).toEqual(clientHeadings);
      // Allow small differences (a live counter, a demo step); the text itself must be there.
      expect(serverMain.length, 'main text without JavaScript').toBeGreaterThanOrEqual(
        Math.floor(clientMain.length * 0.9),
      );
    });
  }
});

// The common phone width, and the narrowest one still in use (WCAG 1.4.10 reflows at 320 px).
const phoneWidths = [375, 320];

test.describe('layout on phones', () => {
  test.use({viewport: {width: 375, height: 812}, reducedMotion: 'reduce'});
  // Axe runs at 375 px too (axe.spec.ts); this covers normal motion, in both themes.
  for (const [theme, width] of themes.flatMap((t) => phoneWidths.map((w) => [t, w] as const))) {
    for (const path of allPages()) {
      test(`${path} (${theme}) does not scroll sideways at ${width} px`, async ({page}) => {
        await page.setViewportSize({width, height: 812});
        await useTheme(page, theme);
        await open(page, path, theme);
        await scrollThrough(page);
        const {scrollWidth, clientWidth} = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      });
    }
  }
});

for (const viewport of [
  {width: 1280, height: 800},
  {width: 375, height: 812},
]) {
  test(`the home page does not shift while it loads and its demo runs (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: {value: number; sources: string[]}[] = [];
      Object.assign(window, {layoutShifts: shifts});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: {node?: Node | null}[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: (entry.sources ?? []).map((source) =>
              source.node instanceof Element
                ? source.node.outerHTML.slice(0, 120)
                : String(source.node?.nodeName),
            ),
          });
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    // The demo runs on timers; the fake clock plays minutes of it in no time.
    await page.clock.install();
    await open(page, '/');
    const demo = page.locator('[data-demo], [class*="demo" i], [aria-label*="demo" i]').first();
    if ((await demo.count()) > 0) await demo.scrollIntoViewIfNeeded();
    for (let second = 0; second < 60; second += 1) await page.clock.runFor(1000);
    await scrollThrough(page);
    await page.clock.runFor(5000);
    // Layout-shift entries are delivered after the next frame.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    const shifts = await page.evaluate(
      () =>
        (window as unknown as {layoutShifts: {value: number; sources: string[]}[]}).layoutShifts,
    );
    expect(shifts, 'layout shifts').toEqual([]);
  });
}

test('internal links and anchors all resolve (linkinator over the served site)', () => {
  const base = test.info().project.use.baseURL ?? '';
  const root = join(__dirname, '..', '..', '..');
  // linkinator is an ES module, so a small node script drives it and lists what is broken.
  const run = spawnSync(process.execPath, [join(root, 'scripts', 'check-links.mjs'), base], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  expect(run.stdout).toMatch(/checked [1-9]\d* internal links/);
});
