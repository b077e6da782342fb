/**
 * The checks each engine passes, written once against the Driver of drivers.mjs; the pages' visit
 * is tests/e2e/quality/pages.spec.ts's in Chromium, axe aside.
 */
/* global document, window, location, performance, innerHeight, localStorage, requestAnimationFrame -- functions run in the page */
import assert from 'node:assert/strict';
import {poll} from './drivers.mjs';
import {crossPageFindings, designFindings, layoutFacts} from '../shared/design.mjs';

const theme = () => document.documentElement.dataset.theme;
const toggle = '[class*="colorModeToggle"] button';
const demoButton = '[data-playing] button';
const textOf = (selector) => document.querySelector(selector).textContent;
const hydrated = () => document.documentElement.dataset.hasHydrated === 'true';
const laidOut = () =>
  document.documentElement.dataset.hasHydrated === 'true' &&
  !document.documentElement.hasAttribute('data-lazy-layout');
/** Scrolls the element to the middle of the view once painted; its text once it is in view. */
const inView = (selector) => {
  const element = document.querySelector(selector);
  element?.scrollIntoView({block: 'center'});
  const box = element?.getBoundingClientRect();
  const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
  return painted && box?.top >= 0 && box.bottom <= innerHeight && element.textContent;
};
const playing = (want) => document.querySelector('[data-playing]')?.dataset.playing === want;
/** The button's label has changed from `before`, and the demo plays (`want` 'true') or not. */
const switched = (selector, before, want) =>
  document.querySelector(selector).textContent !== before &&
  document.querySelector('[data-playing]').dataset.playing === want;

/**
 * `until` polls `fn` in the page until it is truthy (a timeout says what the page reported);
 * `open` opens a path once hydrated and laid out; `expectClean(where)` fails on what the page's
 * recorder reported, or if none ran. The lane blocks every other host (drivers.mjs): the feedback
 * form's failing is expected, and so is the not-found page's logging the missing path, by design,
 * to spot broken links.
 */
export function checks(site, driver, test) {
  const {brand, searchQuestions, noDirectAnswer} = site.data;
  const formOrigin = new URL(brand.feedbackFormUrl).origin;
  const logged = () => driver.run(() => window.__engineLog ?? []);
  const until = (what, fn, ...args) => poll(what, () => driver.run(fn, ...args), logged);
  async function open(path) {
    await driver.goto(site.url(path));
    await until(`${path} to hydrate`, laidOut);
  }
  const expected = (entry, where) =>
    entry.includes(formOrigin) ||
    (where === site.notFoundPath && entry.startsWith('console.error: 404: no page at '));
  async function expectClean(where) {
    const recorded = await driver.run(() => window.__engineLog?.splice(0) ?? ['no recorder ran']);
    const problems = recorded.filter((entry) => !expected(entry, where));
    assert.deepEqual(problems, [], `problems on ${where}`);
  }

  test('a press on the demo’s pause button before hydration is carried out once it hydrates; then the button plays and pauses it, and the demo answers a typed question with its scripted reply and the waitlist link', async () => {
    const release = site.hold();
    let before;
    try {
      // From an origin whose bundle the browser has not cached, so that holding it back tells.
      await driver.goto(site.url('/').replace('127.0.0.1', 'localhost'));
      // Painted and in view (parts laid out as they near the view move it).
      before = await until('the server-rendered demo in view', inView, demoButton);
      assert.equal(await driver.run(hydrated), false, 'bundle not held back');
      // Pressed until a press reaches the button (the loader counts one button once): a part
      // laid out as it nears the view can move the button, or cover it, under a press.
      await driver.run((selector) => {
        document.addEventListener('click', (event) => {
          if (event.target.closest(selector)) window.__engineDemoPressed = true;
        });
      }, demoButton);
      await poll('a press to reach the button', async () => {
        await driver.run(inView, demoButton);
        await driver.click(demoButton);
        return driver.run(() => window.__engineDemoPressed);
      });
      assert.equal(await driver.run(hydrated), false, 'hydrated before the press');
    } finally {
      release();
    }
    await until('hydration', hydrated);
    await until('the early press to pause the demo', switched, demoButton, before, 'false');
    await until('the page laid out', laidOut);
    // Hydrated, the same button plays the demo and pauses it again.
    for (const [action, want] of Object.entries({play: 'true', pause: 'false'})) {
      const label = await driver.run(textOf, demoButton);
      await driver.click(demoButton);
      await until(`the demo to ${action}`, switched, demoButton, label, want);
    }

    const input = '#browser-demo input[type="text"]';
    await driver.run(inView, input);
    const log = '#browser-demo [role="log"] li';
    const said = await driver.run((selector) => document.querySelectorAll(selector).length, log);
    await driver.type(input, 'What did I read about the feature store?');
    await driver.key('Enter');
    // A new last message, the scripted reply, which carries the waitlist link.
    const replied = (selector, before, waitlist) => {
      const items = document.querySelectorAll(selector);
      const link = items[items.length - 1]?.querySelector(`a[href="${waitlist}"]`);
      return items.length > before && link?.target === '_blank';
    };
    await until('the scripted reply with the waitlist link', replied, log, said, brand.waitlistUrl);
    await expectClean('/ (demo pressed before hydration, played, paused and asked)');
  });

  test('the search box finds an answer, and says so when the site has none', async () => {
    const answered = searchQuestions.find(({answers}) => answers.length > 0);
    const unanswered = searchQuestions.find(({answers}) => answers.length === 0);
    const box = '.navbar input[role="combobox"]';
    await open('/');
    await driver.type(box, answered.query);
    const listed = () =>
      Boolean(document.querySelector('[role="listbox"]:not([aria-busy="true"]) [role="option"]'));
    await until(`suggestions for "${answered.query}"`, listed);
    await driver.click('[role="option"]');
    const chosen = () =>
      (location.hash || location.pathname !== '/') && location.pathname + location.hash;
    const place = await until('the chosen place', chosen);
    assert.ok(answered.answers.includes(place), `"${answered.query}" → ${place}`);
    await expectClean(`search for "${answered.query}"`);

    await open('/');
    await driver.type(box, unanswered.query);
    const empty = (text) =>
      document.querySelector('.navbar [role="status"]')?.textContent.includes(text);
    await until(`no direct answer to "${unanswered.query}"`, empty, noDirectAnswer);
    await expectClean(`search for "${unanswered.query}"`);
  });

  /** The theme chosen with the page's toggle, as a visitor does. */
  async function chooseTheme(wanted) {
    for (let press = 0; press < 3 && (await driver.run(theme)) !== wanted; press += 1) {
      const was = await driver.run((selector) => document.querySelector(selector).title, toggle);
      await driver.click(toggle);
      const moved = (selector, before) => document.querySelector(selector).title !== before;
      await until('the toggle to change state', moved, toggle, was);
    }
    assert.equal(await driver.run(theme), wanted, `the toggle never reached ${wanted}`);
  }

  /**
   * Every sitemap page, the search page (which the sitemap leaves out) and the not-found page,
   * opened on a laptop then narrowed to a phone's width, as a window is, in the light and the dark
   * theme by turns: Firefox starts with the light, WebKit with the dark. The feedback form's host
   * is blocked: /support shows its fallback.
   */
  const paths = [...site.paths, '/search', site.notFoundPath];
  const laptop = [1280, 800];
  const sizes = [laptop, [375, 812]];
  const themes = driver.name === 'firefox' ? ['light', 'dark'] : ['dark', 'light'];
  test(`every page, in the light and the dark theme by turns, hydrates under the CSP with nothing logged and meets the design rules at ${sizes.map(([width]) => width).join(' and ')} px`, async () => {
    const facts = new Map(sizes.map(([width]) => [width, []]));
    try {
      for (const [index, path] of paths.entries()) {
        const wanted = themes[index % 2];
        await driver.resize(...laptop);
        await open(path);
        await chooseTheme(wanted);
        // The demo paused, so that nothing changes under a measurement.
        if (path === '/' && (await driver.run(playing, 'true'))) {
          await driver.click(demoButton);
          await until('the demo to pause', playing, 'false');
        }
        for (const [width, height] of sizes) {
          await driver.resize(width, height);
          // The window's frame may take a few pixels: the page gets the width it shows.
          const shown = await driver.run(() => window.innerWidth);
          assert.ok(width < 997 === shown < 997, `${width} px window: ${shown}`);
          // After a rendering update has applied every style change the engine put off.
          await driver.run(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          const found = await designFindings(driver.run, {path, width: shown});
          assert.deepEqual(found, [], `design of ${path} at ${width} px, ${wanted}`);
          if (path !== '/') facts.get(width).push({path, facts: await layoutFacts(driver.run)});
        }
        await expectClean(path);
      }
      for (const [width, shown] of facts) {
        assert.deepEqual(crossPageFindings(shown), [], `titles at ${width} px`);
      }
    } finally {
      await driver.resize(...laptop);
      // The choice is the site's to remember: forget it, as a fresh visitor has none.
      await driver.run(() => localStorage.clear());
    }
  });
}
