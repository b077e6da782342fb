import type {Page} from '@playwright/test';
import {brand} from '../../src/brand';
import {shareUrlFor} from '../../src/components/FeedbackForm/embed';
import {builtHtml} from './built';
import {expectAccessible} from './checks';
import {test, expect, gotoHydrated, settle, sitemapPaths} from './fixtures';
import {allowOnlyBlockedRequests, stubFormHost} from './formHost';
import {notFoundPath, onePagePerKind, themes} from './quality/pages';
import {
  controls,
  crampedControls,
  docColumn,
  feedbackFallback,
  figuresOverflowing,
  headingStyles,
  pager,
  textWrapping,
  title,
} from '../shared/designPages.mjs';

/**
 * The pages as a designer reads them, from geometry and computed style (tests/shared/
 * designPages.mjs), at a phone's and a laptop's width, in the theme a visitor's system sets: one
 * column on a doc page, one left edge for every kind of page, one title on the list of release
 * notes, a designed message where the feedback form cannot load, balanced headings, figures that
 * fit their cards, and controls a thumb can hit. The home page has its own layout (home.spec.ts,
 * demo.spec.ts). The cross-engine lane checks the same in Firefox and WebKit.
 */

/** The classes on a built page's `<html>`: its kind. */
const classesOf = (path: string): string =>
  /<html[^>]*\sclass="([^"]*)"/.exec(builtHtml(path))?.[1] ?? '';
const docPages = sitemapPaths().filter((path) => /\bdocs-doc-page\b/.test(classesOf(path)));
const listPages = sitemapPaths().filter((path) => /\bblog-list-page\b/.test(classesOf(path)));
/** The search page (src/pages/search.tsx), which the sitemap leaves out. */
const searchPath = '/search';
/** Every page but the home page, with the search and not-found pages. */
const pages = [...sitemapPaths().filter((path) => path !== '/'), searchPath, notFoundPath];
const statusOf = (path: string): number => (path === notFoundPath ? 404 : 200);

/** Opens a page at a width, in a theme set as a visitor's system sets it, at rest. */
async function open(page: Page, path: string, width: number, theme: string): Promise<void> {
  await page.setViewportSize({width, height: 800});
  await page.emulateMedia({colorScheme: theme as (typeof themes)[number], reducedMotion: 'reduce'});
  await gotoHydrated(page, path, {status: statusOf(path)});
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await settle(page);
}

test.skip(Boolean(process.env.E2E_PATH), 'these checks compare pages with each other');

for (const theme of themes) {
  for (const width of [1280, 375]) {
    const at = `at ${width} px, ${theme}`;

    test(`a doc page is one column: its footer, "Was this page helpful?" and pager end on its text's edges (${at})`, async ({
      page,
    }) => {
      expect(docPages.length).toBeGreaterThan(0);
      for (const path of docPages) {
        await open(page, path, width, theme);
        const {text, parts} = await page.evaluate(docColumn);
        expect(parts.map(({name}) => name)).toContain('pager');
        for (const part of parts) {
          expect.soft(part, `${path}: ${part.name}`).toEqual({name: part.name, ...text});
        }
      }
    });

    test(`every kind of page starts its title on the articles' left edge, with one title each (${at})`, async ({
      page,
    }) => {
      const kinds = [
        ...onePagePerKind().filter((path) => path !== '/'),
        ...(onePagePerKind().includes(searchPath) ? [] : [searchPath]),
      ];
      const edges: Record<string, number> = {};
      for (const path of [docPages[0]!, ...kinds]) {
        await open(page, path, width, theme);
        const {count, left} = await page.evaluate(title);
        expect(count, `${path}: titles`).toBe(1);
        edges[path] = left;
      }
      const articleEdge = edges[docPages[0]!];
      expect(edges).toEqual(
        Object.fromEntries(Object.keys(edges).map((path) => [path, articleEdge])),
      );
    });

    test(`the list of release notes has one title: each note's is a step below it, as an article's h2, in the heading colour (${at})`, async ({
      page,
    }) => {
      await open(page, docPages[0]!, width, theme);
      const article = await page.evaluate(headingStyles);
      expect(article.articleH2).not.toBeNull();
      expect(listPages.length).toBeGreaterThan(0);
      for (const path of listPages) {
        await open(page, path, width, theme);
        const {h1, listed} = await page.evaluate(headingStyles);
        expect(listed.length, `${path}: notes listed`).toBeGreaterThan(0);
        for (const note of listed) {
          expect(note.size, `${note.text}: size`).toBe(article.articleH2!.size);
          expect(note.size, `${note.text}: below the h1`).toBeLessThan(h1.size);
          expect(note.color, `${note.text}: colour`).toBe(h1.color);
        }
      }
    });

    test(`headings wrap balanced with no word alone on their last line, text wraps pretty, the pager's arrows keep to a title, figures fit their cards (${at})`, async ({
      page,
    }) => {
      for (const path of pages) {
        await open(page, path, width, theme);
        const wrapping = await page.evaluate(textWrapping);
        expect.soft(wrapping, path).toEqual({unbalanced: [], notPretty: [], loneLastWord: []});
        expect.soft(await page.evaluate(figuresOverflowing), `${path}: figures`).toEqual([]);
        for (const link of await page.evaluate(pager)) {
          expect.soft(link.arrowAlone, `${path}: ${link.title}: arrow alone`).toBe(false);
          // On a phone each link spans the column.
          if (width < 577)
            expect.soft(link.inset, `${path}: ${link.title}`).toEqual({left: 0, right: 0});
        }
      }
    });

    test(`where the feedback form cannot load, a message with its link and the e-mail address fills the frame's box (${at})`, async ({
      page,
      consoleEntries,
    }) => {
      await stubFormHost(page, 'blocked');
      await open(page, '/support', width, theme);
      await expect.poll(() => page.evaluate(feedbackFallback)).not.toBeNull();
      await settle(page);
      const fallback = (await page.evaluate(feedbackFallback))!;
      expect(fallback.message, 'the message covers the frame exactly').toEqual(fallback.frame);
      expect(fallback.messageBackground, 'a panel, not blank').not.toBe('rgba(0, 0, 0, 0)');
      expect(fallback.messageBackground).not.toBe(fallback.cardBackground);
      expect(fallback.links).toEqual(
        expect.arrayContaining([
          shareUrlFor(brand.feedbackFormUrl),
          `mailto:${brand.contactEmail}`,
        ]),
      );
      await expectAccessible(page, 'section[aria-labelledby="feedback-form"]');
      allowOnlyBlockedRequests(consoleEntries);
    });

    if (width > 576) continue;
    test(`on a phone the menu button, the search box, the pager and every control that stands alone are 44 px tall, apart from each other (${at})`, async ({
      page,
    }) => {
      for (const path of pages) {
        await open(page, path, width, theme);
        const found = await page.evaluate(controls);
        expect(found.length, path).toBeGreaterThan(1);
        expect.soft(crampedControls(found), path).toEqual({short: [], crowded: []});
      }
    });
  }
}
