/**
 * The home page's design in each engine, from geometry and computed style (the same page-side
 * checks as tests/e2e/design-home.spec.ts, in tests/shared/design.mjs): at 1280 and 375 px, in
 * both themes set with the colour-mode toggle as a visitor sets them, with the demo paused and
 * every animation at rest before anything is measured. Written against the Driver of drivers.mjs.
 */
/* global document -- functions run in the page */
import assert from 'node:assert/strict';
import {poll} from './drivers.mjs';
import * as design from '../shared/design.mjs';

const ready = () =>
  document.documentElement.dataset.hasHydrated === 'true' &&
  !document.documentElement.hasAttribute('data-lazy-layout');
const theme = () => document.documentElement.dataset.theme;
const toggle = '[class*="colorModeToggle"] button';
const playPause = '[data-playing] button';
/** A target a thumb can hit (WCAG 2.5.5's 44 px), on a phone. */
const thumb = 44;
const smallestFigureText = 12;
/** Callouts whose colour means something (caution, danger) may keep it; the rest are the accent. */
const callouts =
  '.theme-admonition:not(.theme-admonition-warning, .theme-admonition-danger, .theme-admonition-caution)';

export function designHome(site, driver, test) {
  const {brand} = site.data;
  const named = (what) => `${driver.name}: ${what}`;
  const until = (what, fn, ...args) => poll(named(what), () => driver.run(fn, ...args));
  const views = [
    [1280, 800],
    [375, 812],
  ];

  async function open(path) {
    await driver.goto(site.url(path));
    await until(`${path} to hydrate`, ready);
  }

  /**
   * Presses the colour-mode toggle until the site is in `wanted`: on a desktop's width, where the
   * toggle is in the navbar. The choice is kept for the pages opened after it.
   */
  async function useTheme(wanted) {
    await driver.resize(...views[0]);
    await open('/');
    for (let press = 0; press < 3 && (await driver.run(theme)) !== wanted; press += 1) {
      const was = await driver.run((selector) => document.querySelector(selector).title, toggle);
      await driver.click(toggle);
      const moved = (selector, before) => document.querySelector(selector).title !== before;
      await until('the toggle to change state', moved, toggle, was);
    }
    assert.equal(await driver.run(theme), wanted, named(`the toggle never reached ${wanted}`));
  }

  /** Colours among `properties` of what `selector` matches that are neither neutral nor the accent. */
  async function offAccent(selector, properties) {
    const [root] = await driver.run(design.readStyles, [':root', ['--site-hue']]);
    const readings = await driver.run(design.readStyles, [selector, properties]);
    return design.offPalette(readings, Number(root.values['--site-hue']));
  }

  /** Opens `path` and expects it in the theme chosen last. */
  async function openIn(path, wanted) {
    await open(path);
    assert.equal(await driver.run(theme), wanted, named(`${path} not in ${wanted}`));
  }

  /** Pauses the demo, so that nothing changes under a measurement, and ends every animation. */
  async function still() {
    const label = (selector) => document.querySelector(selector)?.textContent ?? '';
    if (/Pause/.test(await driver.run(label, playPause))) {
      await driver.click(playPause);
      await until(
        'the demo to pause',
        (selector) => /Play/.test(document.querySelector(selector).textContent),
        playPause,
      );
    }
    await driver.run(design.settleAnimations);
  }

  test('the home page in both themes at 1280 and 375 px: nothing cut, designed disabled buttons, one palette, centred separators, thumb-sized targets on a phone', async () => {
    try {
      for (const wanted of ['light', 'dark']) {
        await useTheme(wanted);
        for (const [width, height] of views) {
          await driver.resize(width, height);
          await openIn('/', wanted);
          await still();
          const at = `/ at ${width} px, ${wanted}`;
          assert.deepEqual(
            await driver.run(design.cutLines, 'main'),
            [],
            named(`cut text on ${at}`),
          );
          const disabled = await driver.run(design.readStyles, [
            '#download button:disabled',
            design.disabledStyle,
          ]);
          assert.ok(disabled.length > 0, named(`no disabled button on ${at}`));
          assert.deepEqual(design.disabledLooks(disabled), [], named(`disabled buttons on ${at}`));
          const rows = await offAccent('main [class*="rowHigh"]', ['background-color']);
          assert.deepEqual(rows, [], named(`row colour on ${at}`));
          assert.deepEqual(
            await driver.run(design.offCentreSeparators),
            [],
            named(`separators on ${at}`),
          );
          if (width < 768) {
            const small = await driver.run(design.smallTargets, ['main', thumb]);
            assert.deepEqual(small, [], named(`targets on ${at}`));
          }
        }
      }
    } finally {
      await driver.resize(1280, 800);
    }
  });

  test('the demo answers a typed question with its scripted reply and the waitlist link', async () => {
    await open('/');
    const input = '#browser-demo input[type="text"]';
    await driver.run(
      (selector) => document.querySelector(selector).scrollIntoView({block: 'center'}),
      input,
    );
    await driver.type(input, 'What did I read about the feature store?');
    await driver.key('Enter');
    const replied = (waitlist) => {
      const last = [...document.querySelectorAll('#browser-demo [role="log"] li')].at(-1);
      const link = last?.querySelector(`a[href="${waitlist}"][target="_blank"]`);
      return Boolean(link) && /\bdemo\b/i.test(last.textContent);
    };
    await until('the scripted reply with the waitlist link', replied, brand.waitlistUrl);
  });

  test(`figures draw text ${smallestFigureText} px or more, clear of their shapes, and callouts use the accent, on every page`, async () => {
    let labels = 0;
    let found = 0;
    try {
      // A phone's width in one theme and a desktop's in the other: each width and theme once.
      for (const [[width, height], wanted] of [
        [views[1], 'light'],
        [views[0], 'dark'],
      ]) {
        await useTheme(wanted);
        await driver.resize(width, height);
        for (const path of site.paths) {
          await openIn(path, wanted);
          await driver.run(design.settleAnimations);
          const at = `${path} at ${width} px, ${wanted}`;
          labels += await driver.run(() => document.querySelectorAll('main svg text').length);
          found += await driver.run(
            (selector) => document.querySelectorAll(selector).length,
            callouts,
          );
          const drawn = await driver.run(design.svgLabels, ['main', smallestFigureText]);
          assert.deepEqual(drawn, [], named(`figure text on ${at}`));
          const colours = await offAccent(callouts, ['background-color', 'border-left-color']);
          assert.deepEqual(colours, [], named(`callouts on ${at}`));
        }
      }
    } finally {
      await driver.resize(1280, 800);
    }
    // A check that found nothing to check would prove nothing.
    assert.ok(labels > 0 && found > 0, named(`figure labels ${labels}, callouts ${found}`));
  });
}
