import {test, expect, ready} from '../fixtures';
import {notFoundPath, onePagePerKind} from './pages';

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

for (const path of onePagePerKind()) {
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
    expect((await page.goto(path))?.status()).toBe(path === notFoundPath ? 404 : 200);
    // Unstyled, the navbar is a block and the text the browser's default serif.
    await expect(page.locator('.navbar')).toHaveCSS('display', 'flex');
    await expect(page.locator('body')).not.toHaveCSS('font-family', /^(serif|"?Times)/i);
    expect(stylesheetRequests).toEqual([]);
  });
}
