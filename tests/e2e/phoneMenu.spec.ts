import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, settle, sitemapPaths} from './fixtures';
import {articles} from './docsIndex';
import {expectAccessibleInEachTheme} from './checks';

/**
 * The phone menu is a modal dialog, used from the keyboard: it opens with Enter on its button,
 * takes focus, keeps Tab and Shift+Tab inside, leaves the page behind inert, closes on Escape
 * and gives focus back to its button; a link in it (to the other page) navigates and leaves
 * nothing inert.
 */
test.use({viewport: {width: 375, height: 740}});

const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((inside) => Boolean(document.activeElement?.closest(inside)), selector);

for (const index of [0, 1]) {
  test(`the phone menu is a modal dialog from the keyboard, and accessible in each theme (${index === 0 ? 'home page' : 'an article'})`, async ({
    page,
  }) => {
    const docs = new Set((await articles()).map(({slug}) => `/${slug}`));
    const pages = ['/', sitemapPaths().find((path) => docs.has(path)) ?? 'no article'];
    const [path, other] = [pages[index]!, pages[1 - index]!];
    await gotoHydrated(page, path);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Site menu'});
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusIsIn(page, '.navbar-sidebar')).toBe(true);
    await expectAccessibleInEachTheme(page);

    // Twice round the menu each way: focus never leaves it.
    const count = await dialog
      .locator('a[href], button')
      .evaluateAll((items) => items.filter((item) => item.checkVisibility()).length);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < count * 2 + 1; step += 1) {
        await page.keyboard.press(key);
        expect(await focusIsIn(page, '.navbar-sidebar'), `${key} ${step + 1}`).toBe(true);
      }
    }
    // The page behind cannot be reached, even by a click.
    const main = page.locator('main');
    await expect(main).toHaveJSProperty('inert', false);
    expect(await main.evaluate((element) => Boolean(element.closest('[inert]')))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.locator('[inert]:not(.navbar-sidebar *)').count()).toBe(0);

    await toggle.click();
    await settle(page);
    await dialog.locator(`a[href="${other}"]`).first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(other);
    await expect(dialog).toBeHidden();
    expect(await page.locator('[inert]:not(.navbar-sidebar *)').count()).toBe(0);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}
