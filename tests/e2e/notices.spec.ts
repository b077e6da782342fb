import {test, expect, gotoHydrated} from './fixtures';
import {brand} from '../../src/brand';
import {downloadLabel, macNotice, platforms} from '../../src/data/download';
import {spec} from '../shared/spec';

test(`Download for macOS explains the beta in a notice that closes after ${spec.noticeMs / 1000} seconds, or from the keyboard`, async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  // Stop the clock so that only runFor moves the page's time forward.
  await page.clock.pauseAt(Date.now() + 60_000);
  const mac = page.getByRole('button', {
    name: downloadLabel(platforms.find((platform) => platform.available)!),
  });
  const notices = page.getByRole('region', {name: 'Notifications'});
  const items = notices.getByRole('listitem');
  const join = notices.getByRole('link', {name: macNotice.actionLabel});
  const dismiss = notices.getByRole('button', {name: 'Dismiss notification'});
  const closesOnItsOwn = async () => {
    await page.clock.runFor(spec.noticeMs - 100);
    await expect(items).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(items).toHaveCount(0);
  };

  await test.step('raised by a click, announced by a live region there before it', async () => {
    const live = notices.locator('[aria-live="polite"]');
    await expect(live).toHaveCount(1);
    await mac.click();
    await expect(live).toContainText(macNotice.message);
    await expect(join).toHaveAttribute('href', brand.waitlistUrl);
    await expect(join).toHaveAttribute('target', '_blank');
    await closesOnItsOwn();
  });

  await test.step('raised from the keyboard, without a key press it still closes', async () => {
    await mac.focus();
    await page.keyboard.press('Enter');
    await closesOnItsOwn();
    await expect(mac).toBeFocused();
  });

  await test.step('Tab runs control, notice, then on after the control; Shift+Tab back', async () => {
    await page.keyboard.press('Enter');
    // Where Tab would have gone without the notice.
    const nextAfterMac = await mac.evaluate((button) => {
      const focusable = ':is(a[href], button):not(:disabled, [aria-label="Notifications"] *)';
      const all = Array.from(document.querySelectorAll(focusable));
      return all[all.indexOf(button) + 1]?.textContent?.trim() ?? '';
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
    await expect(page.locator(':focus')).toHaveText(nextAfterMac);
    // Focus has left the notice, so it closes on its own again.
    await page.clock.runFor(spec.noticeMs);
    await expect(items).toHaveCount(0);
  });

  await test.step('its action is one Tab away and waits there; Escape closes it', async () => {
    await mac.focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(1);
    // A quarter of a second per key press, as a keyboard user reads and moves on.
    await page.clock.runFor(250);
    await page.keyboard.press('Tab');
    await expect(join).toBeFocused();
    // It does not close while focus is in it, however long the visitor takes.
    await page.clock.runFor(30_000);
    await expect(join).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(items).toHaveCount(0);
    await expect(mac).toBeFocused();
  });

  await test.step('its dismiss button closes it and gives focus back', async () => {
    await page.keyboard.press('Enter');
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(dismiss).toHaveCount(0);
    await expect(mac).toBeFocused();
  });
});
