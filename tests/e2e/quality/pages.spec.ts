// cspell:ignore blockedbyclient noopener
import type {Page} from '@playwright/test';
import {brand, feedbackEmbedScriptUrl} from '../../../src/brand';
import {sourceCode} from '../../../src/data/claims';
import {test, expect, gotoHydrated, settle} from '../fixtures';
import {colourRules, expectAccessible, expectNoSideScroll} from '../checks';
import {spec} from '../../shared/spec';
import {allowOnlyBlockedRequests, formOrigin, stubFormHost} from '../formHost';
import {allPages, notFoundPath, onePagePerKind, scrollThrough, themes} from './pages';
import {
  crossPageFindings,
  designFindings,
  layoutFacts,
  type LayoutFacts,
  type Run,
} from '../../shared/design.mjs';

/**
 * One visit per page: per theme and width, design rules, axe, no sideways scroll (also 320 px,
 * WCAG 1.4.10); once: no off-site request, server HTML, links, "Back to Home", /support's fallback.
 */

/** The search page (src/pages/search.tsx), which the sitemap leaves out. */
const searchPath = '/search';
const widths = [1280, 375];

/** The one third party the site may talk to: the feedback form (and its widget) on /support. */
const feedbackOrigins = new Set([formOrigin, new URL(feedbackEmbedScriptUrl).origin]);
const feedbackPage = '/support';

/** Records requests to other hosts (but the form's, on its page); aborts all but the form's. */
async function recordForeignRequests(page: Page, path: string): Promise<string[]> {
  const foreign: string[] = [];
  const local = new URL(test.info().project.use.baseURL ?? '').origin;
  const isForeign = (url: URL) => /^https?:$/.test(url.protocol) && url.origin !== local;
  const allowed = path === feedbackPage ? feedbackOrigins : new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isForeign(url) && !allowed.has(url.origin)) foreign.push(url.href);
  });
  await page.route(
    (url) => isForeign(url) && !feedbackOrigins.has(url.origin),
    (route) => route.abort('blockedbyclient'),
  );
  return foreign;
}

/** The headings and the main text's length, animated pictures left out (demo.spec.ts's). */
async function mainContent(page: Page) {
  return {
    h1: await page.locator('h1').allInnerTexts(),
    headings: await page.locator('main :is(h2, h3)').allInnerTexts(),
    mainLength: await page
      .locator('main')
      .first()
      .evaluate((main: HTMLElement) => {
        const picture = ':is([data-playing], [role="img"])';
        const outermost = main.querySelectorAll<HTMLElement>(`${picture}:not(${picture} *)`);
        const length = (element: HTMLElement) => element.innerText.trim().length;
        return Array.from(outermost).reduce((total, one) => total - length(one), length(main));
      }),
  };
}

/** The server HTML (a second, script-less visit) against the hydrated page (its head: seo.spec.ts). */
async function checkServed(page: Page, served: Page): Promise<void> {
  const hydrated = await mainContent(page);
  const asServed = await mainContent(served);
  expect(asServed.h1, 'one h1 in the server HTML').toHaveLength(1);
  expect(asServed.h1).toEqual(hydrated.h1);
  expect(asServed.headings).toEqual(hydrated.headings);
  expect(asServed.mainLength, 'main text without JavaScript').toBeGreaterThanOrEqual(
    Math.floor(hydrated.mainLength * 0.9),
  );
  await expect(page.locator('h1')).toBeVisible();
}

/** External links open in a new tab; an open-source claim says where the code is. */
async function checkLinksAndClaims(page: Page, path: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const unsafe = page.locator(
    `a[href^="http"]:not([href^="${origin}/"]):not([target="_blank"][rel~="noopener"])`,
  );
  const unsafeLinks = await unsafe.evaluateAll((anchors) =>
    anchors.map((a) => a.getAttribute('href')),
  );
  expect(unsafeLinks, 'external links without target=_blank rel=noopener').toEqual([]);
  // textContent, so that a closed FAQ answer counts too.
  const content = (await page.locator('main').first().textContent()) ?? '';
  if (/open[- ]source/i.test(content)) {
    const {text, link} = sourceCode(brand.sourceUrl);
    expect(content, 'an open-source claim says where the code is, or when').toContain(text);
    if (link && path !== '/') {
      const source = page.locator(`main a[href="${link.href}"]`).first();
      await expect(source).toHaveAttribute('target', '_blank');
    }
  }
}

const runIn = (page: Page) => page.evaluate.bind(page) as Run;

test.use({reducedMotion: 'reduce'});

for (const path of [...allPages(), ...(process.env.E2E_PATH ? [] : [searchPath])]) {
  test(`${path} meets the design rules, passes axe, fits the screen and stays on this site, in each theme at each width`, async ({
    page,
    openContext,
    consoleEntries,
  }) => {
    if (path === '/') test.slow();
    const [first] = themes;
    await page.setViewportSize({width: widths[0]!, height: 812});
    await page.emulateMedia({colorScheme: first});
    const foreign = await recordForeignRequests(page, path);
    if (path === feedbackPage) await stubFormHost(page, 'blocked');
    await gotoHydrated(page, path, {status: path === notFoundPath ? 404 : 200});
    if (path !== notFoundPath && path !== searchPath) {
      const context = await openContext({javaScriptEnabled: false, reducedMotion: 'reduce'});
      const served = await context.newPage();
      await served.goto(path);
      await checkServed(page, served);
    }
    await checkLinksAndClaims(page, path);
    await scrollThrough(page);
    await page
      .locator('main details:not([open])')
      .evaluateAll((items) => items.forEach((item) => item.setAttribute('open', '')));
    // A theme changes colours only: axe runs whole in the first, its colour rules in the other.
    for (const [index, width] of widths.entries()) {
      await page.setViewportSize({width, height: 812});
      for (const theme of index % 2 ? [...themes].reverse() : themes) {
        await test.step(`${theme}, ${width} px`, async () => {
          await page.emulateMedia({colorScheme: theme});
          await page.evaluate(() => window.scrollTo(0, 0));
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const findings = await designFindings(runIn(page), {path, width});
          expect.soft(findings, `design of ${path}`).toEqual([]);
          await expectAccessible(page, undefined, theme === first ? undefined : colourRules);
          await expectNoSideScroll(page, `page wider than a ${width} px screen`);
        });
      }
    }
    await page.setViewportSize({width: 320, height: 812});
    await settle(page);
    await expectNoSideScroll(page, 'page wider than a 320 px screen');
    expect(foreign, 'requests to other hosts').toEqual([]);
    if ((await page.locator('html.docs-doc-page').count()) > 0) {
      await page.getByRole('main').getByRole('link', {name: spec.backHome}).click();
      await expect(page).toHaveURL('/');
    }
    if (path === feedbackPage) allowOnlyBlockedRequests(consoleEntries);
  });
}

// One page of each kind but the home page, opened at a laptop's width, then narrowed to a phone's.
test(`every kind of page starts its one title on the articles' left edge, and a listed release note's title is the size of an article's h2 (${widths.join(' and ')} px)`, async ({
  page,
}) => {
  test.skip(Boolean(process.env.E2E_PATH), 'this compares pages with each other');
  const kinds = [...new Set([...onePagePerKind(), searchPath])].filter((path) => path !== '/');
  const pages = new Map(widths.map((width) => [width, [] as {path: string; facts: LayoutFacts}[]]));
  for (const path of kinds) {
    await page.setViewportSize({width: widths[0]!, height: 812});
    await gotoHydrated(page, path, {status: path === notFoundPath ? 404 : 200});
    for (const width of widths) {
      await page.setViewportSize({width, height: 812});
      await settle(page);
      pages.get(width)!.push({path, facts: await layoutFacts(runIn(page))});
    }
  }
  for (const [width, laidOut] of pages) {
    expect(crossPageFindings(laidOut), `${width} px`).toEqual([]);
  }
});
