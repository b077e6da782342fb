import {test, expect, gotoHydrated, holdScripts, ready} from '../fixtures';
import {notFoundPath, onePagePerKind} from './pages';

/** The main bundle's two scripts; every other script of the site is a chunk of some route. */
const bundle = /\/(runtime~main|main)\.[0-9a-f]+\.js$/;
const isChunk = (path: string) => path.startsWith('/assets/js/') && !bundle.test(path);

// A parser-blocking script held at the end of the page: the bundle is requested meanwhile.
test('the scripts’ download starts before the document has been parsed', async ({page}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script src="/held-end-of-page.js"></script></body>',
    );
    await route.fulfill({response, body: html});
  });
  await page.route('/held-end-of-page.js', async (route) => {
    await held;
    await route.fulfill({contentType: 'text/javascript', body: ''});
  });
  const bundleRequested = page.waitForRequest((request) =>
    /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname),
  );
  await page.goto('/', {waitUntil: 'commit'});
  await bundleRequested;
  expect(await page.evaluate(() => document.readyState)).toBe('loading');
  release();
  await ready(page);
});

/**
 * Each page names its chunks for the loader (src/plugins/routeChunks.ts), the same way for every
 * page of a kind. The chunks a page loads without that list by hydration must, in a fresh
 * context, all be requested while the bundle's scripts are held back.
 */
for (const path of onePagePerKind()) {
  const status = path === notFoundPath ? 404 : 200;
  test(`${path} requests the chunks it hydrates from before its main bundle has arrived`, async ({
    page: first,
    openContext,
  }) => {
    await first.route(path, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/ data-chunks="[^"]*"/, '');
      await route.fulfill({response, body: html});
    });
    await first.addInitScript(() => {
      const fetched: string[] = [];
      Object.defineProperty(window, '__fetchedAtHydration', {value: fetched});
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        observer.disconnect();
        for (const entry of performance.getEntriesByType('resource')) {
          const {initiatorType, name} = entry as PerformanceResourceTiming;
          if (initiatorType === 'script') fetched.push(new URL(name).pathname);
        }
      }).observe(document, {subtree: true, attributeFilter: ['data-has-hydrated']});
    });
    await gotoHydrated(first, path, {status});
    const needed = (
      await first.evaluate(() => Reflect.get(window, '__fetchedAtHydration') as string[])
    ).filter(isChunk);
    expect(needed.length, `${path} hydrated without chunks of its own`).toBeGreaterThan(0);

    const page = await (await openContext()).newPage();
    const release = await holdScripts(page);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await page.goto(path, {waitUntil: 'commit'});
    await expect
      .poll(() => needed.filter((chunk) => !requested.has(chunk)), {
        message: `${path}: chunks not requested while the scripts were held back`,
      })
      .toEqual([]);
    await release();
  });

  // The stylesheet is inline (src/plugins/inlineStylesheet.ts): no other request before a paint.
  test(`${path} is styled by its own HTML, with no stylesheet file to wait for`, async ({
    openContext,
  }) => {
    const context = await openContext({javaScriptEnabled: false});
    const stylesheetRequests: string[] = [];
    await context.route(/\.css(\?|$)/, async (route) => {
      stylesheetRequests.push(route.request().url());
      await route.abort();
    });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    const styles = await page.evaluate(() => ({
      navbar: getComputedStyle(document.querySelector('.navbar')!).display,
      body: getComputedStyle(document.body).fontFamily,
    }));
    // Unstyled, the navbar is a block and the text the browser's default serif.
    expect(styles.navbar).toBe('flex');
    expect(styles.body).not.toMatch(/^(serif|"?Times)/i);
    expect(stylesheetRequests).toEqual([]);
  });
}
