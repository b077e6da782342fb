import {test, expect} from '../fixtures';
import {notFoundPath, onePagePerKind} from './pages';

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
