import {test, expect, gotoHydrated, ready} from '../fixtures';
import {notFoundPath, onePagePerKind} from './pages';

/** The main bundle's two scripts; every other script of the site is a chunk of some route. */
const bundle = /\/(runtime~main|main)\.[0-9a-f]+\.js$/;
const isChunk = (path: string) => path.startsWith('/assets/js/') && !bundle.test(path);

/**
 * The site's scripts start in stages (src/client/entry.ts): React DOM is evaluated in one task
 * and Docusaurus's client entry in a later one, so a phone can paint and handle a tap in between
 * instead of being blocked by one long task; and the site's entry requests the current route's
 * chunks in its first stage, so they download while the rest of the bundle evaluates (Docusaurus's
 * own entry requests them only when it starts, after the whole main bundle).
 *
 * React DOM reads `__REACT_DEVTOOLS_GLOBAL_HOOK__` while it is evaluated, and Docusaurus's client
 * entry sets `window.docusaurus` when it starts. At the first, the page posts a message; at the
 * second, the test asks whether that message (a task queued behind React DOM) has run yet, and
 * lists the scripts requested by then (pending `<script>` elements and finished resources).
 */
test('React DOM and the site start-up run in separate tasks, and the page’s own chunks are requested before Docusaurus’s entry starts', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const startup = {reactDom: false, taskRanAfterReactDom: false, siteStartedLater: false};
    const chunksAtEntry: string[] = [];
    Object.defineProperty(window, '__startup', {value: {startup, chunksAtEntry}});
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      get() {
        if (!startup.reactDom) {
          startup.reactDom = true;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            startup.taskRanAfterReactDom = true;
            channel.port1.close();
          };
          channel.port2.postMessage(null);
        }
        return undefined;
      },
    });
    let docusaurus: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => docusaurus,
      set(value: unknown) {
        docusaurus = value;
        startup.siteStartedLater = startup.reactDom && startup.taskRanAfterReactDom;
        // Pending chunks are <script> elements; webpack removes them once loaded.
        const pending = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
        const loaded = performance.getEntriesByType('resource');
        for (const url of [...pending.map((script) => script.src), ...loaded.map((e) => e.name)]) {
          chunksAtEntry.push(new URL(url).pathname);
        }
      },
    });
  });
  await gotoHydrated(page, '/');
  const {startup, chunksAtEntry} = await page.evaluate(
    () => Reflect.get(window, '__startup') as {startup: unknown; chunksAtEntry: string[]},
  );
  expect(startup).toEqual({reactDom: true, taskRanAfterReactDom: true, siteStartedLater: true});
  expect(
    chunksAtEntry.filter(isChunk).length,
    `scripts on the page when the entry started: ${chunksAtEntry.join(', ')}`,
  ).toBeGreaterThan(0);
});

/**
 * The loader downloads the site's scripts as soon as the stylesheet has arrived, while the rest
 * of the page is still being parsed, laid out and painted, instead of once the whole document is
 * parsed. The test holds a parser-blocking script at the end of the page: the main bundle must be
 * requested while the parser still waits for it, and the page hydrates once it is released.
 */
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
  // As every hydration wait of the suite: within the test's time, not an assertion's 5 s, which a
  // busy machine exceeded once with the whole suite running.
  await ready(page);
});

/**
 * Each page names its own chunks for the loader (src/plugins/routeChunks.ts), which requests
 * them with the main bundle instead of a round trip after it; the plugin names them the same way
 * for every page of a kind, so one page of each is tried. First the test loads the page
 * without that list and records the chunks the bundle itself loaded (as scripts) by the time the
 * page hydrated; then, in a fresh browser context, it holds the main bundle back and requires
 * every one of those chunks to be requested while the bundle is still on its way.
 */
for (const path of onePagePerKind()) {
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
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-has-hydrated'],
      });
    });
    await gotoHydrated(first, path, {status: path === notFoundPath ? 404 : 200});
    const needed = (
      await first.evaluate(() => Reflect.get(window, '__fetchedAtHydration') as string[])
    ).filter(isChunk);
    expect(needed.length, `${path} hydrated without chunks of its own`).toBeGreaterThan(0);

    const page = await (await openContext()).newPage();
    let release: () => void = () => undefined;
    const bundleHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await bundleHeld;
      await route.continue();
    });
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await page.goto(path, {waitUntil: 'commit'});
    await expect
      .poll(() => needed.filter((chunk) => !requested.has(chunk)), {
        message: `${path}: chunks not requested while the main bundle was held back`,
      })
      .toEqual([]);
    release();
    // Hydration on a busy machine can take longer than an assertion's 5 s: wait as for any page.
    await ready(page);
  });
}

/**
 * Each page carries the site's stylesheet in its HTML (src/plugins/inlineStylesheet.ts), so the
 * first paint waits for no other request. With scripts off and every stylesheet file unreachable,
 * one page of each kind still shows its designed navbar and text.
 */
for (const path of onePagePerKind()) {
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
    expect(response?.status()).toBe(path === notFoundPath ? 404 : 200);
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
