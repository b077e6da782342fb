import type {Page} from '@playwright/test';
import {builtHtml} from './built';
import {test, expect, holdScripts, ready, sitemapPaths, type OpenContext} from './fixtures';

/**
 * A long page lays out its later parts (`data-lazy-part`) only as they near the screen while it
 * starts, then one by one once it has hydrated (src/client/hydrate-after-paint.js,
 * src/css/custom.css): its first layout holds the first screen only. None of this may show: the
 * page ends laid out exactly as without JavaScript, a fragment lands where it would without
 * JavaScript, a reload keeps the reader's place, and nothing shifts on a tall screen.
 */

/** The pages whose served HTML has lazy parts, and the id of each page's last part. */
const lazyPages = sitemapPaths().flatMap((path) => {
  const html = builtHtml(path);
  const ids = [...html.matchAll(/<section\b[^>]*\bdata-lazy-part\b[^>]*>/g)].map(
    // Minified HTML leaves simple values unquoted.
    ([tag]) => /\bid=(?:"([^"]+)"|([^\s>]+))/.exec(tag)?.slice(1).find(Boolean),
  );
  const last = ids.filter(Boolean).at(-1);
  return last ? [{path, last}] : [];
});

test('the home page has parts laid out lazily', () => {
  // The measure exists for the home page; should it lose its parts, the checks below run on none.
  expect(lazyPages.map(({path}) => path)).toContain('/');
});

/**
 * Every element's box in the page's coordinates, in document order. Of the scripted demo
 * (`data-playing`), whose scene the scripts set, and of pictures (`role="img"`, laid out when they
 * near the screen, tested with the hero), only their own boxes.
 */
function boxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main *:not([data-playing] *, [role="img"] *)')).map(
      (element) => {
        const {left, top, width, height} = element.getBoundingClientRect();
        return [left, top + window.scrollY, width, height].map(Math.round).join(' ');
      },
    ),
  );
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

/**
 * Where the part `id` sits on a phone once `path#id` has opened without JavaScript; `page` gets
 * the same viewport.
 */
async function landingWithoutJs(
  openContext: OpenContext,
  page: Page,
  path: string,
  id: string,
): Promise<number> {
  const plain = await (await openContext({javaScriptEnabled: false, viewport: phone})).newPage();
  await plain.goto(`${path}#${id}`);
  const top = await topOf(plain, `#${id}`);
  await page.setViewportSize(phone);
  return top;
}

for (const {path, last} of lazyPages) {
  for (const viewport of [phone, {width: 1280, height: 800}]) {
    test(`${path} starts with its later parts skipped and ends laid out as without JavaScript (${viewport.width} px)`, async ({
      page,
      openContext,
    }) => {
      // Still, so that nothing but the layout could move a box.
      const context = await openContext({
        javaScriptEnabled: false,
        viewport,
        reducedMotion: 'reduce',
      });
      const plain = await context.newPage();
      await plain.goto(path);
      const expected = await boxes(plain);

      await page.setViewportSize(viewport);
      await page.emulateMedia({reducedMotion: 'reduce'});
      const release = await holdScripts(page);
      await page.goto(path, {waitUntil: 'domcontentloaded'});
      const before = await laidOut(page);
      // The first screen is drawn; the page's last part waits until it nears the screen.
      expect(before.at(-1)).toBe(false);
      await release();
      await ready(page);
      expect(await laidOut(page)).toEqual(before.map(() => true));
      expect(await boxes(page)).toEqual(expected);
    });
  }

  test(`${path} opened at a fragment, or following one before it has hydrated, lands where it does without JavaScript`, async ({
    page,
    openContext,
  }) => {
    const expected = await landingWithoutJs(openContext, page, path, last);
    await page.goto(`${path}#${last}`);
    await ready(page);
    expect(await topOf(page, `#${last}`), 'opened at the fragment').toBe(expected);
    const release = await holdScripts(page);
    await page.goto(path, {waitUntil: 'domcontentloaded'});
    // As when the address is edited to name a place in the page; the scroll is part of the move.
    await page.goto(`${path}#${last}`, {waitUntil: 'commit'});
    expect(await topOf(page, `#${last}`), 'followed before hydration').toBe(expected);
    await release();
  });

  test(`a reload of ${path} keeps the reader's place`, async ({page}) => {
    await page.setViewportSize(phone);
    await page.goto(path);
    await ready(page);
    await page.locator(`#${last}`).evaluate((element) => element.scrollIntoView());
    const top = await topOf(page, `#${last}`);
    await page.reload({waitUntil: 'load'});
    await expect.poll(() => topOf(page, `#${last}`)).toBe(top);
    await ready(page);
    expect(await topOf(page, `#${last}`)).toBe(top);
  });

  test(`on a screen tall enough for several parts, none of ${path}'s parts moves`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 2400});
    await page.addInitScript(() => {
      // What moved inside a lazy part, or the part itself, as the browser reports layout shifts.
      const moved: string[] = [];
      Object.defineProperty(window, '__movedInParts', {value: moved});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const {sources = []} = entry as unknown as {sources?: {node?: Node | null}[]};
          for (const {node} of sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            const part = element?.closest('[data-lazy-part]');
            if (part) moved.push(`${element?.tagName} in #${part.id}`);
          }
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto(path);
    await ready(page);
    // Parts are on the first screen, drawn with it.
    const onScreen = await page
      .locator('[data-lazy-part]')
      .evaluateAll(
        (parts) => parts.filter((part) => part.getBoundingClientRect().top < 2400).length,
      );
    expect(onScreen).toBeGreaterThan(0);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => Reflect.get(window, '__movedInParts') as string[])).toEqual(
      [],
    );
  });
}
