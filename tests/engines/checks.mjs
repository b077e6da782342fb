/** The checks each engine passes, written once against the Driver of drivers.mjs. */
/* global document, window, location, performance, innerHeight -- functions run in the page */
import assert from 'node:assert/strict';
import {poll} from './drivers.mjs';

const demoButton = '[data-playing] button';
const hydrated = () => document.documentElement.dataset.hasHydrated === 'true';
/** Scrolls the element to the middle of the view once painted; its text once it is in view. */
const inView = (selector) => {
  const element = document.querySelector(selector);
  element?.scrollIntoView({block: 'center'});
  const box = element?.getBoundingClientRect();
  const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
  return painted && box?.top >= 0 && box.bottom <= innerHeight && element.textContent;
};
const textOf = (selector) => document.querySelector(selector).textContent;
const paused = (selector, before) =>
  document.querySelector(selector).textContent !== before &&
  document.querySelector('[data-playing]').dataset.playing === 'false';

export function checks(site, driver, test) {
  const {brand, searchQuestions, noDirectAnswer, axeSource} = site.data;
  const named = (what) => `${driver.name}: ${what}`;
  /** Polls `fn` in the page until it is truthy; a timeout says what the page reported. */
  const until = (what, fn, ...args) =>
    poll(
      named(what),
      () => driver.run(fn, ...args),
      async () => [...driver.problems(), ...((await driver.run(() => window.__engineLog)) ?? [])],
    );
  async function open(path) {
    await driver.goto(site.url(path));
    await until(`${path} to hydrate`, hydrated);
  }
  // The lane blocks every other host (drivers.mjs): the feedback form's failing is expected. The
  // not-found page logs the missing path as an error, by design, to spot broken links.
  const form = new URL(brand.feedbackFormUrl).origin;
  const expected = [new RegExp(form.replace(/\./g, '\\.'))];
  const notFoundLog = /^console\.error: 404: no page at /;

  /** Fails on what the engine or the page's recorder reported on this page, or if none ran. */
  async function expectClean(where, allowed = []) {
    const recorded = await driver.run(() => window.__engineLog?.splice(0) ?? ['no recorder ran']);
    const problems = [...driver.problems(), ...recorded].filter(
      (entry) => ![...expected, ...allowed].some((pattern) => pattern.test(entry)),
    );
    assert.deepEqual(problems, [], named(`problems on ${where}`));
  }

  test('every sitemap page and the not-found page hydrate under the site’s CSP, with no console error or CSP violation', async () => {
    for (const path of [...site.paths, site.notFoundPath]) {
      await open(path);
      await expectClean(path, path === site.notFoundPath ? [notFoundLog] : []);
    }
  });

  test('a press on the demo’s pause button before hydration is carried out once it hydrates', async () => {
    const release = site.hold();
    let before;
    try {
      // From an origin whose bundle the browser has not cached, so that holding it back tells.
      await driver.goto(site.url('/').replace('127.0.0.1', 'localhost'));
      // Painted and in view (parts laid out as they near the view move it).
      before = await until('the server-rendered demo in view', inView, demoButton);
      assert.equal(await driver.run(hydrated), false, named('bundle not held back'));
      // Pressed until a press reaches the button (the loader counts one button once): a part
      // laid out as it nears the view can move the button, or cover it, under a press.
      await driver.run((selector) => {
        document.addEventListener('click', (event) => {
          if (event.target.closest(selector)) window.__engineDemoPressed = true;
        });
      }, demoButton);
      const pressed = () => driver.run(() => window.__engineDemoPressed);
      let missed = '';
      for (let tries = 0; tries < 5 && !(await pressed()); tries += 1) {
        await driver.run(inView, demoButton);
        await driver.click(demoButton).catch((error) => (missed = error.message));
      }
      assert.ok(await pressed(), named(`no press reached the button ${missed}`));
      assert.equal(await driver.run(hydrated), false, named('hydrated before the press'));
    } finally {
      release();
    }
    await until('hydration', hydrated);
    await until('the early press to pause the demo', paused, demoButton, before);
    await expectClean('/ (pressed before hydration)');
  });

  test('the demo’s pause control pauses it', async () => {
    await open('/');
    const before = await driver.run(textOf, demoButton);
    await driver.click(demoButton);
    await until('the demo to pause', paused, demoButton, before);
    await expectClean('/ (demo)');
  });

  test('the colour-mode toggle switches the theme within its three states', async () => {
    await open('/');
    const toggle = '[class*="colorModeToggle"] button';
    const theme = () => document.documentElement.dataset.theme;
    const state = (selector) => document.querySelector(selector).title;
    const first = await driver.run(theme);
    for (let press = 0; press < 3 && (await driver.run(theme)) === first; press += 1) {
      const was = await driver.run(state, toggle);
      await driver.click(toggle);
      const moved = (selector, was) => document.querySelector(selector).title !== was;
      await until('the toggle to change state', moved, toggle, was);
    }
    assert.notEqual(await driver.run(theme), first, named('the theme never changed'));
    await expectClean('/ (colour toggle)');
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
    assert.ok(answered.answers.includes(place), named(`"${answered.query}" → ${place}`));
    await expectClean(`search for "${answered.query}"`);

    await open('/');
    await driver.type(box, unanswered.query);
    const empty = (text) =>
      document.querySelector('.navbar [role="status"]')?.textContent.includes(text);
    await until(`no direct answer to "${unanswered.query}"`, empty, noDirectAnswer);
    await expectClean(`search for "${unanswered.query}"`);
  });

  test('the phone menu is a modal dialog: focus inside, the page behind inert, a 24 px close button, Escape closes it', async () => {
    await driver.resize(400, 800);
    try {
      await open('/');
      await driver.click('.navbar__toggle');
      await until('the open dialog', () => {
        const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
        const inert = Boolean(document.querySelector('main').closest('[inert]'));
        // Its close button is a target of 24 px at least (WCAG 2.5.8).
        const close = dialog?.querySelector('.navbar-sidebar__close').getBoundingClientRect();
        const big = close?.width >= 24 && close.height >= 24;
        return dialog?.checkVisibility() && dialog.contains(document.activeElement) && inert && big;
      });
      await driver.key('Escape');
      const closed = () =>
        !document
          .querySelector('.navbar-sidebar')
          .checkVisibility({opacityProperty: true, visibilityProperty: true}) &&
        document.activeElement === document.querySelector('.navbar__toggle') &&
        !document.querySelector('[inert]:not(.navbar-sidebar *)');
      await until('the dialog to close and give focus back', closed);
      await expectClean('/ (phone menu)');
    } finally {
      await driver.resize(1280, 800);
    }
  });

  test('with the form’s host blocked, the support form gives way to a message, its link and the e-mail address', async () => {
    await open('/support');
    const fallback = (email, form) => {
      const card = document.querySelector('iframe[data-tally-src]').closest('section');
      const status = card.querySelector('[role="status"]');
      const mail = status.querySelector(`a[href="mailto:${email}"]`);
      const link = card.querySelector(`a[target="_blank"][href^="${form}"]`);
      return (
        status.checkVisibility() &&
        window.getComputedStyle(card.querySelector('iframe')).visibility === 'hidden' &&
        Boolean(mail && link)
      );
    };
    const what = 'the fallback, its link to the form and e-mail';
    await until(what, fallback, brand.contactEmail, form);
    await expectClean('/support');
  });

  test('another spelling of an address reaches its page, by redirect or from the not-found page', async () => {
    const article = site.paths.find((path) => path !== '/');
    const capital = article.replace(/\/(.)/, (_, letter) => `/${letter.toUpperCase()}`);
    // Served the not-found page, as by a host without redirect rules.
    site.serveNotFound(capital);
    for (const spelling of [`${article.toUpperCase()}/`, capital]) {
      await driver.goto(site.url(spelling));
      // Where the redirects end, hydrated: a check right after the first load could read a
      // page that is still being sent on.
      const landed = (to) =>
        location.pathname === to && document.documentElement.dataset.hasHydrated === 'true';
      await until(`${spelling} to land on ${article}`, landed, article);
      await expectClean(spelling);
    }
  });

  if (driver.name !== 'firefox') return;
  test('every sitemap page has no WCAG 2.2 AA violation (axe, light theme)', async () => {
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    for (const path of site.paths) {
      await open(path);
      // Animations at their end state, as a still screen shows them.
      await driver.run(() =>
        document.getAnimations().forEach((animation) => {
          if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
          else animation.finish();
        }),
      );
      if (!(await driver.run(() => 'axe' in window))) await driver.run(axeSource);
      const axe = (tags) =>
        window.axe
          .run(document, {runOnly: {type: 'tag', values: tags}})
          .then(({violations}) =>
            violations.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target)}`),
          );
      assert.deepEqual(await driver.run(axe, tags), [], named(`axe on ${path}`));
    }
  });
}
