/**
 * One visit per page in each engine, at a laptop's width and then a phone's, as
 * tests/e2e/quality/pages.spec.ts makes them in Chromium (which also runs axe): every sitemap page,
 * the search page and the not-found page hydrate under the site's CSP with nothing logged and meet
 * the design rules of tests/shared/design.mjs, and titles start on the articles' left edge. The
 * pages take the light and the dark theme by turns, the other way round in the other engine, so
 * each engine sees both and every page is seen in both; the theme is chosen with the page's toggle,
 * as a visitor chooses it. The lane blocks the feedback form's host: /support shows its fallback.
 */
/* global document, window, localStorage, requestAnimationFrame -- functions run in the page */
import assert from 'node:assert/strict';
import {helpers} from './checks.mjs';
import {crossPageFindings, designFindings, layoutFacts} from '../shared/design.mjs';

const theme = () => document.documentElement.dataset.theme;
const toggle = '[class*="colorModeToggle"] button';

export function pages(site, driver, test) {
  const {brand} = site.data;
  const formOrigin = new URL(brand.feedbackFormUrl).origin;
  const {named, until, open, expectClean} = helpers(site, driver);

  async function chooseTheme(wanted) {
    for (let press = 0; press < 3 && (await driver.run(theme)) !== wanted; press += 1) {
      const was = await driver.run((selector) => document.querySelector(selector).title, toggle);
      await driver.click(toggle);
      const moved = (selector, before) => document.querySelector(selector).title !== before;
      await until('the toggle to change state', moved, toggle, was);
    }
    assert.equal(await driver.run(theme), wanted, named(`the toggle never reached ${wanted}`));
  }

  // The demo paused, so that nothing changes under a measurement.
  async function pauseDemo() {
    const playing = (want) => document.querySelector('[data-playing]')?.dataset.playing === want;
    if (!(await driver.run(playing, 'true'))) return;
    await driver.click('[data-playing] button');
    await until('the demo to pause', playing, 'false');
  }

  // The search page, which the sitemap leaves out.
  const paths = [...site.paths, '/search', site.notFoundPath];
  const sizes = [
    [1280, 800],
    [375, 812],
  ];
  const themes = ['light', 'dark'];
  // Firefox starts with the light theme, WebKit with the dark.
  const first = driver.name === 'firefox' ? 0 : 1;
  test(`every page, in the light and the dark theme by turns, hydrates under the CSP with nothing logged and meets the design rules at ${sizes.map(([width]) => width).join(' and ')} px`, async () => {
    const laidOut = new Map(sizes.map(([width]) => [width, []]));
    try {
      for (const [index, path] of paths.entries()) {
        const wanted = themes[(index + first) % themes.length];
        await driver.resize(...sizes[0]);
        await open(path);
        await chooseTheme(wanted);
        if (path === '/') await pauseDemo();
        // Opened on a laptop, then narrowed to a phone's width, as a window is.
        for (const [width, height] of sizes) {
          await driver.resize(width, height);
          // The window's frame may take a few pixels: the page gets the width it shows.
          const shown = await driver.run(() => window.innerWidth);
          assert.ok(width < 997 === shown < 997, named(`${width} px window: ${shown}`));
          // After a rendering update has applied every style change the engine put off.
          await driver.run(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          const options = {path, width: shown, contactEmail: brand.contactEmail, formOrigin};
          const found = await designFindings(driver.run, options);
          assert.deepEqual(found, [], named(`design of ${path} at ${width} px, ${wanted}`));
          if (path !== '/') laidOut.get(width).push({path, facts: await layoutFacts(driver.run)});
        }
        await expectClean(path);
      }
      for (const [width, shown] of laidOut) {
        assert.deepEqual(crossPageFindings(shown), [], named(`titles at ${width} px`));
      }
    } finally {
      await driver.resize(...sizes[0]);
      // The choice is the site's to remember: forget it, as a fresh visitor has none.
      await driver.run(() => localStorage.clear());
    }
  });
}
