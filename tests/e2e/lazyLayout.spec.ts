import type {Page} from '@playwright/test';
import {builtHtml} from './built';
import {featurePaths} from './docsIndex';
import {test, expect, gotoHydrated, holdScripts, ready, sitemapPaths} from './fixtures';
import {onePagePerKind} from './quality/pages';

/**
 * Long pages lay out later parts (`data-lazy-part`) near the screen, then all once hydrated, unseen
 * (src/client/hydrate-after-paint.js). Pages, their lazy part count, the last part's first id.
 */
const lazyPages = sitemapPaths().flatMap((path) => {
  const html = builtHtml(path);
  const attribute = html.lastIndexOf(' data-lazy-part');
  if (attribute < 0) return [];
  const id = /\bid=(?:"([^"]+)"|([^\s>]+))/.exec(html.slice(html.lastIndexOf('<', attribute)));
  const last = id?.slice(1).find(Boolean);
  const parts = html.split(' data-lazy-part').length - 1;
  return last ? [{path, last, parts}] : [];
});

// Per kind of page (one template, styles and script), the page with the most lazy parts.
const checked = onePagePerKind(
  [...lazyPages].sort((a, b) => b.parts - a.parts).map(({path}) => path),
).map((path) => lazyPages.find((page) => page.path === path)!);

test('the home page and the feature articles have parts laid out lazily', () => {
  expect(lazyPages.map(({path}) => path)).toEqual(expect.arrayContaining(['/', ...featurePaths]));
  expect(checked.length).toBeGreaterThan(1);
});

/** Every box with an area in `main`, in page coordinates; the demo and pictures as one box. */
function boxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('main *:not([data-playing] *, [role="img"] *)'),
      (element) => element.getBoundingClientRect(),
    )
      .filter(({width, height}) => width > 0 && height > 0)
      .map(({left, top, width, height}) =>
        [left, top + window.scrollY, width, height].map(Math.round).join(' '),
      ),
  );
}

/** Hydrated, with what the page loads then (an embedded form) in place. */
async function settled(page: Page): Promise<void> {
  await ready(page);
  await expect(page.getByRole('status').filter({hasText: /loading/i})).toHaveCount(0);
}

const phone = {width: 375, height: 812};

for (const {path, last} of checked) {
  test(`${path}, on a phone, starts with its later parts skipped and ends laid out as when laid out at once; opened at a fragment, or following one before it has hydrated, it lands where it does without JavaScript, and a reload keeps the reader's place`, async ({
    page,
    openContext,
  }) => {
    /** Where the last part's first id sits in the viewport, rounded. */
    const top = (shown: Page) =>
      shown
        .locator(`#${last}`)
        .evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await page.setViewportSize(phone);
    await page.emulateMedia({reducedMotion: 'reduce'});
    // Before its scripts run, a far last part waits; hydrated, the page is laid out as on a reload.
    let release = await holdScripts(page);
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    const parts = page.locator('[data-lazy-part]');
    const laidOut = () =>
      parts.evaluateAll((all) =>
        all.map(
          (part) => part.firstElementChild?.checkVisibility({contentVisibilityAuto: true}) ?? true,
        ),
      );
    const before = await laidOut();
    const lastTop = await parts
      .last()
      .evaluate((part) => part.getBoundingClientRect().top + window.scrollY);
    if (lastTop > 2.5 * phone.height) expect(before.at(-1), 'the last part, far down').toBe(false);
    await release();
    await settled(page);
    expect(await laidOut()).toEqual(before.map(() => true));
    const lazily = await boxes(page);
    await page.reload();
    await settled(page);
    expect(lazily).toEqual(await boxes(page));
    await page.emulateMedia({reducedMotion: null});
    await page.goto('about:blank');

    const plain = await (await openContext({javaScriptEnabled: false, viewport: phone})).newPage();
    await plain.goto(`${path}#${last}`);
    const expected = await top(plain);
    await gotoHydrated(page, `${path}#${last}`);
    expect(await top(page), 'opened at the fragment').toBe(expected);
    release = await holdScripts(page);
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    await page.goto(`${path}#${last}`, {waitUntil: 'commit'});
    expect(await top(page), 'followed before hydration').toBe(expected);
    await release();

    // A reload keeps the reader's place where the browser keeps it without JavaScript.
    const reloaded = async (shown: Page) => {
      await shown.locator(`#${last}`).evaluate((element) => element.scrollIntoView());
      await shown.reload({waitUntil: 'load'});
    };
    await plain.goto(path);
    await reloaded(plain);
    const kept = await top(plain);
    await gotoHydrated(page, path);
    await reloaded(page);
    await expect.poll(() => top(page)).toBe(kept);
    await ready(page);
    expect(await top(page)).toBe(kept);
  });
}
