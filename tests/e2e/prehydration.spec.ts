import type {Page} from '@playwright/test';
import {colourToggleName, test, expect, gotoHydrated, holdScripts} from './fixtures';
import {anyArticle, ownHeading} from './docsIndex';
import {navbarSearch} from './checks';
import {demoControls, scriptedMessages} from '../../src/data/demo';

/** Opens `path` with scripts held back: controls work natively, or a press runs on hydration. */
async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdScripts(page);
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  return release;
}

const colourToggle = (page: Page) => page.getByRole('button', {name: colourToggleName()});
const firstAction = (page: Page) =>
  page.getByRole('list', {name: 'Suggested actions'}).getByRole('button').first();
const messages = (page: Page) => page.getByRole('log').getByRole('listitem');

test('presses on the colour-mode toggle, the demo’s play button and a suggested action, an FAQ answer opened, search words typed and the phone menu opened before hydration all take effect', async ({
  page,
  openContext,
}) => {
  // What one press does on a hydrated page, the reference; reduced motion keeps the scripted
  // conversation still, so the only new message is the press.
  const still = await openContext({reducedMotion: 'reduce'});
  const reference = await still.newPage();
  await gotoHydrated(reference, '/');
  await colourToggle(reference).click();
  const afterOnePress = (await colourToggle(reference).getAttribute('aria-label')) ?? '';
  await firstAction(reference).click();
  await expect(messages(reference)).toHaveCount(scriptedMessages.length + 2);
  // The last, the reply (at once in a still demo), without its "who · when" line.
  const sent = (await messages(reference).last().innerText()).split('\n').pop() ?? '';

  const release = await openBeforeHydration(page, '/');
  await expect(colourToggle(page)).not.toHaveAttribute('aria-label', afterOnePress);
  // The server renders it disabled: the browser sends it pointer events but no click.
  await expect(colourToggle(page)).toBeDisabled();
  await colourToggle(page).click({force: true});
  await page.getByRole('button', {name: demoControls.pause}).click();
  // An answer is a <details>: it opens natively, and stays open.
  const item = page.locator('details').first();
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open', '');
  const search = navbarSearch(page);
  await search.click();
  const article = await anyArticle();
  const words = await ownHeading(article);
  await search.pressSequentially(words);
  await release();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(words);
  await expect(page.getByRole('option').filter({hasText: article.title}).first()).toBeVisible();
  await expect(colourToggle(page)).toHaveAttribute('aria-label', afterOnePress);
  await expect(page.getByRole('button', {name: demoControls.play})).toBeVisible();
  await expect(page.locator('[data-playing]')).toHaveAttribute('data-playing', 'false');
  await expect(item).toHaveAttribute('open', '');
  // Escape closes the search's list of results, which may lie over the answer.
  await page.keyboard.press('Escape');
  await item.locator('summary').click();
  await expect(item).not.toHaveAttribute('open', '');

  // On a phone, with the demo still: a suggested action, and the menu button.
  const phone = await still.newPage();
  await phone.setViewportSize({width: 375, height: 800});
  const releasePhone = await openBeforeHydration(phone, '/');
  await expect(messages(phone).filter({hasText: sent})).toHaveCount(0);
  await firstAction(phone).click();
  await phone.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await releasePhone();
  await expect(messages(phone).filter({hasText: sent})).toHaveCount(1);
  await expect(phone.locator('.navbar-sidebar')).toBeVisible();
});
