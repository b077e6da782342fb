import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';

/** The control that raises the macOS notice, and the notices region, as a visitor finds them. */
function parts(page: Page) {
  const notices = page.getByRole('region', {name: 'Notifications'});
  return {
    mac: page.getByRole('button', {name: 'Download for macOS'}),
    notices,
    join: notices.getByRole('link', {name: /Join the waitlist/}),
    dismiss: notices.getByRole('button', {name: 'Dismiss notification'}),
  };
}

test.describe('a notice with an action, from the keyboard only', () => {
  test.beforeEach(async ({page}) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    // Stop the clock so that only runFor moves the page's time forward.
    await page.clock.pauseAt(Date.now() + 60_000);
  });

  test('its action is one Tab from the control that raised it, and it waits there', async ({
    page,
  }) => {
    const {mac, notices, join} = parts(page);
    await mac.focus();
    await page.keyboard.press('Enter');
    await expect(notices.getByRole('listitem')).toHaveCount(1);
    // A quarter of a second per key press, as a keyboard user reads and moves on.
    await page.clock.runFor(250);
    await page.keyboard.press('Tab');
    await expect(join).toBeFocused();
    // It does not close while focus is in it, however long the visitor takes.
    await page.clock.runFor(30_000);
    await expect(join).toBeVisible();
    // Escape closes it and gives focus back to the control.
    await page.keyboard.press('Escape');
    await expect(notices.getByRole('listitem')).toHaveCount(0);
    await expect(mac).toBeFocused();
  });

  test('Tab order runs control, notice, then on after the control; Shift+Tab goes back', async ({
    page,
  }) => {
    const {mac, join, dismiss, notices} = parts(page);
    await mac.focus();
    await page.keyboard.press('Enter');
    // Where Tab would have gone without the notice.
    const nextAfterMac = await mac.evaluate((button) => {
      const all = Array.from(document.querySelectorAll<HTMLElement>('a[href], button'));
      const rest = all.slice(all.indexOf(button as HTMLElement) + 1);
      const next = rest.find(
        (el) =>
          !(el as HTMLButtonElement).disabled && !el.closest('section[aria-label="Notifications"]'),
      );
      return next?.textContent?.trim() ?? '';
    });
    await page.keyboard.press('Tab');
    await expect(join).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(mac).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(join).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dismiss).toBeFocused();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText(nextAfterMac);
    // Focus has left the notice, so it closes on its own again.
    await page.clock.runFor(4000);
    await expect(notices.getByRole('listitem')).toHaveCount(0);
  });

  test('without a key press it still closes after 4 seconds', async ({page}) => {
    const {mac, notices} = parts(page);
    await mac.focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(3900);
    await expect(notices.getByRole('listitem')).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(notices.getByRole('listitem')).toHaveCount(0);
    await expect(mac).toBeFocused();
  });
});
