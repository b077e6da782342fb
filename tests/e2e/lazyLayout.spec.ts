import type {Page} from '@playwright/test';
import {builtHtml} from './built';
import {featurePaths} from './docsIndex';
import {recordLayoutShifts} from './checks';
import {test, expect, gotoHydrated, holdScripts, ready, sitemapPaths} from './fixtures';
import {onePagePerKind} from './quality/pages';

/**
 * A long page lays out its later parts (`data-lazy-part`) only as they near the screen while it
 * starts, then one by one once it has hydrated (src/client/hydrate-after-paint.js,
 * src/css/custom.css): its first layout holds the first screen only. None of this may show: the
 * page ends laid out exactly as when laid out at once, a fragment lands where it would without
 * JavaScript, a reload keeps the reader's place, and nothing shifts on a tall screen.
 */

/**
 * The pages whose served HTML has lazy parts (the home page's sections, an article's parts), with
 * how many, and the first id in each page's last part: the part's own or its heading's.
 */
const lazyPages = sitemapPaths().flatMap((path) => {
  const html = builtHtml(path);
  const attribute = html.lastIndexOf(' data-lazy-part');
  if (attribute < 0) return [];
  // Minified HTML leaves simple values unquoted.
  const id = /\bid=(?:"([^"]+)"|([^\s>]+))/.exec(html.slice(html.lastIndexOf('<', attribute)));
  const last = id?.slice(1).find(Boolean);
  const parts = html.split(' data-lazy-part').length - 1;
  return last ? [{path, last, parts}] : [];
});

/**
 * The checks below run on one page of each kind (the home page, an article), the one with the
 * most lazy parts: the pages of a kind share the template, the styles and the script that lay
 * their parts out.
 */
const checked = onePagePerKind(
  [...lazyPages].sort((a, b) => b.parts - a.parts).map(({path}) => path),
).map((path) => lazyPages.find((page) => page.path === path)!);

test('the home page and the feature articles have parts laid out lazily', () => {
  // Should they lose their parts, the checks below would run on none.
  expect(lazyPages.map(({path}) => path)).toEqual(expect.arrayContaining(['/', ...featurePaths]));
  expect(checked.length).toBeGreaterThan(1);
});

/**
 * Every rendered element's box in the page's coordinates, in document order. Of the scripted demo
 * (`data-playing`), whose scene the scripts set, and of pictures (`role="img"`, laid out when they
 * near the screen, tested with the hero), only their own boxes.
 */
function boxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main *:not([data-playing] *, [role="img"] *)'))
      // What has no area shows nothing (a phone shows no desktop table of contents, and once
      // hydrated the page no longer renders it at all).
      .filter((element) => {
        const {width, height} = element.getBoundingClientRect();
        return width > 0 && height > 0;
      })
      .map((element) => {
        const {left, top, width, height} = element.getBoundingClientRect();
        return [left, top + window.scrollY, width, height].map(Math.round).join(' ');
      }),
  );
}

/** Hydrated, with what the page loads then (an embedded form) in place. */
async function settled(page: Page): Promise<void> {
  await ready(page);
  await expect(page.getByRole('status').filter({hasText: /loading/i})).toHaveCount(0);
}

/** Whether each lazy part has its content laid out, in page order. */
function laidOut(page: Page): Promise<boolean[]> {
  return page
    .locator('[data-lazy-part]')
    .evaluateAll((parts) =>
      parts.map(
        (part) => part.firstElementChild?.checkVisibility({contentVisibilityAuto: true}) ?? true,
      ),
    );
}

const phone = {width: 375, height: 812};

/** Where `selector` sits in the viewport, rounded. */
function topOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate((element) => Math.round(element.getBoundingClientRect().top));
}

for (const {path, last} of checked) {
  for (const viewport of [phone, {width: 1280, height: 800}]) {
    test(`${path} starts with its later parts skipped and ends laid out as when laid out at once (${viewport.width} px)`, async ({
      page,
    }) => {
      // Still, so that nothing but the layout could move a box.
      await page.setViewportSize(viewport);
      await page.emulateMedia({reducedMotion: 'reduce'});
      const release = await holdScripts(page);
      await page.goto(path, {waitUntil: 'domcontentloaded'});
      const before = await laidOut(page);
      const lastTop = await page
        .locator('[data-lazy-part]')
        .last()
        .evaluate((part) => part.getBoundingClientRect().top + window.scrollY);
      // The first screen is drawn; the page's last part waits until it nears the screen, unless
      // it is within the one and a half screens below the screen that the browser counts as near.
      if (lastTop > 2.5 * viewport.height) expect(before.at(-1)).toBe(false);
      await release();
      await settled(page);
      expect(await laidOut(page)).toEqual(before.map(() => true));
      const lazily = await boxes(page);
      // A reload lays the whole page out at once.
      await page.reload();
      await settled(page);
      expect(lazily).toEqual(await boxes(page));
    });
  }

  test(`${path} opened at a fragment, or following one before it has hydrated, lands where it does without JavaScript, and a reload keeps the reader's place`, async ({
    page,
    openContext,
  }) => {
    // Where the last part sits on a phone once the page has opened at it without JavaScript.
    const plain = await (await openContext({javaScriptEnabled: false, viewport: phone})).newPage();
    await plain.goto(`${path}#${last}`);
    const expected = await topOf(plain, `#${last}`);
    await page.setViewportSize(phone);
    await gotoHydrated(page, `${path}#${last}`);
    expect(await topOf(page, `#${last}`), 'opened at the fragment').toBe(expected);
    const release = await holdScripts(page);
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    // As when the address is edited to name a place in the page; the scroll is part of the move.
    await page.goto(`${path}#${last}`, {waitUntil: 'commit'});
    expect(await topOf(page, `#${last}`), 'followed before hydration').toBe(expected);
    await release();

    // A reload keeps the reader's place where the browser keeps it on the page without
    // JavaScript: how exactly it restores a position is its own (Chromium 143 puts some
    // headings a few pixels, or a line or two, off where they were, scripts or not).
    const reloaded = async (shown: Page) => {
      await shown.locator(`#${last}`).evaluate((element) => element.scrollIntoView());
      await shown.reload({waitUntil: 'load'});
    };
    await plain.goto(path);
    await reloaded(plain);
    const kept = await topOf(plain, `#${last}`);
    await gotoHydrated(page, path);
    await reloaded(page);
    await expect.poll(() => topOf(page, `#${last}`)).toBe(kept);
    await ready(page);
    expect(await topOf(page, `#${last}`)).toBe(kept);
  });

  test(`on a screen tall enough for several parts, none of ${path}'s parts moves`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 2400});
    // Still: a scripted scene change is the demo's own, not the layout's; the demo's controls
    // must not move when it starts still either.
    await page.emulateMedia({reducedMotion: 'reduce'});
    const layoutShifts = await recordLayoutShifts(page, '[data-lazy-part]');
    await gotoHydrated(page, path);
    // Parts are on the first screen, drawn with it.
    const onScreen = await page
      .locator('[data-lazy-part]')
      .evaluateAll(
        (parts) => parts.filter((part) => part.getBoundingClientRect().top < 2400).length,
      );
    expect(onScreen).toBeGreaterThan(0);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await layoutShifts(), 'shifts that move a lazy part or what is in it').toEqual([]);
  });
}
