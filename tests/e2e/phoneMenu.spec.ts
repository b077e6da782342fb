import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, settle} from './fixtures';
import {anyArticle, articleAt, articles, navbarArticles} from './docsIndex';
import {expectAccessibleInEachTheme} from './checks';
import {hero} from '../../src/data/hero';

/** Modal by keyboard: Enter opens it, focus in; Tab stays in; page inert; Escape returns focus. */
test.use({viewport: {width: 375, height: 740}});

const focusInMenu = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));

test('the phone menu, on an article and on the home page, is a modal dialog from the keyboard, accessible in each theme, and lists every article and the main links', async ({
  page,
}) => {
  const article = `/${(await anyArticle()).slug}`;
  await gotoHydrated(page, article);
  const menu = page.locator('.navbar-sidebar');

  for (const other of ['/', article]) {
    const onArticle = other === '/';
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Site menu'});
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => focusInMenu(page)).toBe(true);
    for (const {title} of onArticle ? await articles() : []) {
      await expect(menu.getByRole('link', {name: title, exact: true})).toBeVisible();
    }
    await expectAccessibleInEachTheme(page);

    // Twice round the menu each way: focus never leaves it.
    const count = await dialog
      .locator('a[href], button')
      .evaluateAll((items) => items.filter((item) => item.checkVisibility()).length);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < count * 2 + 1; step += 1) {
        await page.keyboard.press(key);
        expect(await focusInMenu(page), `${key} ${step + 1}`).toBe(true);
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
    if (onArticle) {
      await menu.getByRole('button', {name: 'Back to main menu'}).click();
      for (const {label} of await navbarArticles()) {
        await expect(menu.getByRole('link', {name: label, exact: true})).toBeVisible();
      }
    }
    await dialog.locator(`a[href="${other}"]`).first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(other);
    await expect(dialog).toBeHidden();
    expect(await page.locator('[inert]:not(.navbar-sidebar *)').count()).toBe(0);
    const title = onArticle ? hero.headline : (await articleAt(other)).title;
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  }
});
