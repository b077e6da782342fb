/* global document, window, location, performance, innerHeight, requestAnimationFrame -- functions run in the page */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {poll} from './drivers.mjs';
import {crossPageFindings, designFindings, layoutFacts} from '../shared/design.mjs';
import {sourceModule} from '../shared/sourceModule.mjs';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const sitemap = read('build/sitemap.xml');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
const {brand} = await sourceModule('src/brand.ts');
const {noDirectAnswer} = await sourceModule('src/components/SearchHelp/messages.ts');
const searchQuestions = JSON.parse(read('tests/shared/searchQuestions.json'));

const toggle = '[class*="colorModeToggle"] button';
const demoButton = '[data-playing] button';
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
/** Once the demo plays (`want` 'true') or not, with a label other than `before`: the label. */
const demo = (want, before) => {
  const root = document.querySelector('[data-playing]');
  const label = root?.querySelector('button').textContent;
  return root?.dataset.playing === want && label !== before && label;
};

/**
 * The checks each engine passes, on drivers.mjs's Driver (page visits: Chromium's pages.spec.ts).
 * `until` polls `fn` in the page until truthy; `open` opens a path hydrated and laid out;
 * `expectClean(where)` fails on what the recorder reported, or if none ran. Other hosts are
 * blocked: the feedback form's failure and the not-found page's logging of the path are expected.
 */
export function checks(site, driver, test) {
  const notFoundPath = '/engines-missing-page';
  const logged = () => driver.run(() => window.__engineLog ?? []);
  const until = (what, fn, ...args) => poll(what, () => driver.run(fn, ...args), logged);
  async function open(path) {
    await driver.goto(site.url(path));
    await until(`${path} to hydrate`, laidOut);
  }
  const expected = (entry, where) =>
    entry.includes(new URL(brand.feedbackFormUrl).origin) ||
    (where === notFoundPath && entry.startsWith('console.error: 404: no page at '));
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
      before = await until('the server-rendered demo in view', inView, demoButton);
      // Pressed until a press reaches the button: a part laid out as it nears the view can move
      // the button, or cover it, under a press.
      await driver.run((selector) => {
        document.addEventListener('click', (event) => {
          window.__engineDemoPressed ||= Boolean(event.target.closest(selector));
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
    let label = await until('the early press to pause the demo', demo, 'false', before);
    await until('the page laid out', laidOut);
    for (const [action, want] of Object.entries({play: 'true', pause: 'false'})) {
      await driver.click(demoButton);
      label = await until(`the demo to ${action}`, demo, want, label);
    }

    const input = '#browser-demo input[type="text"]';
    const log = '#browser-demo [role="log"] li';
    await driver.run(inView, input);
    const said = await driver.run((selector) => document.querySelectorAll(selector).length, log);
    await driver.type(input, 'What did I read?\n');
    // A new last message, the scripted reply, which carries the waitlist link.
    const replied = (selector, before, waitlist) => {
      const items = [...document.querySelectorAll(selector)];
      const link = items.at(-1)?.querySelector(`a[href="${waitlist}"]`);
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

  /** Presses the page's toggle, as a visitor does, until the theme is `wanted`. */
  const chooseTheme = (wanted) =>
    poll(`the toggle to reach ${wanted}`, async () => {
      if ((await driver.run(() => document.documentElement.dataset.theme)) === wanted) return true;
      await driver.click(toggle);
    });

  // Every sitemap page, the search page and the not-found page, opened at 1280 px then narrowed to
  // 375 px, as a window is; Firefox starts with the light theme, WebKit with the dark.
  const themes = driver.name === 'firefox' ? ['light', 'dark'] : ['dark', 'light'];
  test('every page, in the light and the dark theme by turns, hydrates under the CSP with nothing logged and meets the design rules at 1280 and 375 px', async () => {
    const facts = new Map([1280, 375].map((width) => [width, []]));
    for (const [index, path] of [...paths, '/search', notFoundPath].entries()) {
      const wanted = themes[index % 2];
      await driver.resize(1280, 800);
      await open(path);
      await chooseTheme(wanted);
      // The demo paused, so that nothing changes under a measurement.
      if (path === '/' && (await driver.run(demo, 'true'))) {
        await driver.click(demoButton);
        await until('the demo to pause', demo, 'false');
      }
      for (const width of [1280, 375]) {
        await driver.resize(width, 800);
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
    for (const [width, shown] of facts)
      assert.deepEqual(crossPageFindings(shown), [], `titles at ${width} px`);
  });
}
