/**
 * The pages' design in each engine, as design-pages.spec.ts checks it in Chromium, from the same
 * measurements (tests/shared/designPages.mjs) at 1280 and 375 px: one column on a doc page, one
 * left edge for every kind of page, one title on the list of release notes, balanced headings,
 * the pager and the claimed figures, controls a thumb can hit, and the feedback form's fallback
 * (the lane blocks the form's host) filling the frame's box in both themes.
 */
/* global document, window, localStorage */
import assert from 'node:assert/strict';
import {poll} from './drivers.mjs';
import {
  controls,
  crampedControls,
  docColumn,
  feedbackFallback,
  figuresOverflowing,
  finishAnimations,
  headingStyles,
  pager,
  textWrapping,
  title,
} from '../shared/designPages.mjs';

const widths = [1280, 375];
/** The search page, which the sitemap leaves out. */
const searchPath = '/search';

export function designPages(site, driver, test) {
  const {brand} = site.data;
  const named = (what) => `${driver.name}: ${what}`;
  // The form's host is blocked in the lane; the not-found page logs the missing path by design.
  const expected = [new RegExp(new URL(brand.feedbackFormUrl).origin.replace(/\./g, '\\.'))];
  const notFoundLog = /^console\.error: 404: no page at /;
  /** Every page but the home page (its own layout), with the search and not-found pages. */
  const pages = [...site.paths.filter((path) => path !== '/'), searchPath, site.notFoundPath];

  /** Opens a page, waits until it has hydrated and laid out, and stills its animations. */
  async function open(path) {
    await driver.goto(site.url(path));
    const ready = () =>
      document.documentElement.dataset.hasHydrated === 'true' &&
      !document.documentElement.hasAttribute('data-lazy-layout');
    await poll(named(`${path} to hydrate`), () => driver.run(ready));
    await driver.run(finishAnimations);
    return driver.run(() => document.documentElement.className);
  }

  /** Fails on what the engine or the page's recorder reported, but what is expected. */
  async function expectClean(where) {
    const recorded = await driver.run(() => window.__engineLog?.splice(0) ?? []);
    const allowed = [...expected, notFoundLog];
    const problems = [...driver.problems(), ...recorded].filter(
      (entry) => !allowed.some((pattern) => pattern.test(entry)),
    );
    assert.deepEqual(problems, [], named(`problems on ${where}`));
  }

  /** Runs `check` at each width; the window is the laptop's again afterwards. */
  async function atEachWidth(check) {
    try {
      for (const width of widths) {
        await driver.resize(width, 800);
        const shown = await driver.run(() => window.innerWidth);
        // The window's frame may take a few pixels: what matters is which layout the page gets.
        assert.ok(width < 997 ? shown < 997 : shown >= 997, named(`${width} px window: ${shown}`));
        await check(shown);
      }
    } finally {
      await driver.resize(1280, 800);
    }
  }

  test('a doc page is one column; every kind of page starts its one title on the articles’ left edge; listed release notes are a step below the list’s title', () =>
    atEachWidth(async (width) => {
      const edges = {};
      const kinds = new Set();
      let articleH2 = null;
      let articleEdge = null;
      for (const path of pages) {
        const kind = (await open(path))
          .split(/\s+/)
          .filter((name) => !/^docs-doc-id-/.test(name))
          .join(' ');
        const isDoc = /\bdocs-doc-page\b/.test(kind);
        if (isDoc) {
          const {text, parts} = await driver.run(docColumn);
          for (const part of parts) {
            assert.deepEqual(part, {name: part.name, ...text}, named(`${path} at ${width}`));
          }
          articleH2 ??= (await driver.run(headingStyles)).articleH2;
        }
        if (/\bblog-list-page\b/.test(kind)) {
          const {h1, listed} = await driver.run(headingStyles);
          assert.ok(listed.length > 0, named(`${path}: notes listed`));
          for (const note of listed) {
            const where = named(`${path} at ${width}: ${note.text}`);
            assert.ok(note.size < h1.size, `${where}: below the h1`);
            assert.equal(note.color, h1.color, `${where}: colour`);
            if (articleH2) assert.equal(note.size, articleH2.size, `${where}: an article's h2`);
          }
        }
        const {count, left} = await driver.run(title);
        assert.equal(count, 1, named(`${path}: titles`));
        if (isDoc) articleEdge ??= left;
        if (isDoc || !kinds.has(kind)) edges[path] = left;
        kinds.add(kind);
        await expectClean(path);
      }
      assert.notEqual(articleEdge, null, named('an article among the pages'));
      const expectedEdges = Object.fromEntries(
        Object.keys(edges).map((path) => [path, articleEdge]),
      );
      assert.deepEqual(edges, expectedEdges, named(`left edges of the titles at ${width} px`));
    }));

  test('headings balance, text wraps pretty where the engine can, the pager’s arrows keep to a title and span the column on phones, figures fit their cards', () =>
    atEachWidth(async (width) => {
      for (const path of pages) {
        await open(path);
        const where = named(`${path} at ${width} px`);
        const wrapping = await driver.run(textWrapping);
        assert.deepEqual(wrapping, {unbalanced: [], notPretty: [], loneLastWord: []}, where);
        assert.deepEqual(await driver.run(figuresOverflowing), [], `${where}: figures`);
        for (const link of await driver.run(pager)) {
          assert.equal(link.arrowAlone, false, `${where}: ${link.title}: arrow alone`);
          if (width < 577)
            assert.deepEqual(link.inset, {left: 0, right: 0}, `${where}: ${link.title}`);
        }
        await expectClean(path);
      }
    }));

  test('on a phone the menu button, the search box, the pager and every control that stands alone are 44 px tall, apart from each other', async () => {
    await driver.resize(375, 800);
    try {
      for (const path of pages) {
        await open(path);
        const found = await driver.run(controls);
        assert.ok(found.length > 1, named(`${path}: controls`));
        assert.deepEqual(crampedControls(found), {short: [], crowded: []}, named(path));
        await expectClean(path);
      }
    } finally {
      await driver.resize(1280, 800);
    }
  });

  /** Presses the colour-mode toggle, as a visitor does, until the page shows `theme`. */
  async function chooseTheme(theme) {
    const toggle = '[class*="colorModeToggle"] button';
    const shown = () => document.documentElement.dataset.theme;
    for (let press = 0; press < 3 && (await driver.run(shown)) !== theme; press += 1) {
      const was = await driver.run((selector) => document.querySelector(selector).title, toggle);
      await driver.click(toggle);
      const moved = (selector, before) => document.querySelector(selector).title !== before;
      await poll(named('the toggle to change state'), () => driver.run(moved, toggle, was));
    }
    assert.equal(await driver.run(shown), theme, named('the theme chosen'));
  }

  test('with the form’s host blocked, the feedback card’s message fills the frame’s box, in both themes', async () => {
    const formOrigin = new URL(brand.feedbackFormUrl).origin;
    try {
      for (const theme of ['light', 'dark']) {
        await open('/support');
        await chooseTheme(theme);
        await atEachWidth(async (width) => {
          await open('/support');
          const where = named(`/support at ${width} px, ${theme}`);
          assert.equal(await driver.run(() => document.documentElement.dataset.theme), theme);
          const fallback = await poll(`${where}: the fallback`, () => driver.run(feedbackFallback));
          assert.deepEqual(fallback.message, fallback.frame, `${where}: message over the frame`);
          assert.notEqual(fallback.messageBackground, 'rgba(0, 0, 0, 0)', `${where}: a panel`);
          assert.notEqual(fallback.messageBackground, fallback.cardBackground, where);
          assert.ok(fallback.links.includes(`mailto:${brand.contactEmail}`), where);
          assert.ok(
            fallback.links.some((href) => href?.startsWith(`${formOrigin}/`)),
            where,
          );
          await expectClean('/support');
        });
      }
    } finally {
      // The choice is the site's to remember: forget it, as a fresh visitor has none.
      await driver.run(() => localStorage.clear());
    }
  });
}
