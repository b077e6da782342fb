import type {Page} from '@playwright/test';
import {
  colourToggleName,
  test,
  expect,
  gotoHydrated,
  settle,
  sitemapPaths,
  tabTo,
} from './fixtures';
import {themes} from './quality/pages';
import {contrast} from '../shared/colour';
import {brand} from '../../src/brand';
import {faq} from '../../src/data/faq';
import {avatarIds, hero} from '../../src/data/hero';
import {stats, statsNote, statsTitle} from '../../src/data/stats';
import {betaProgram} from '../../src/data/comparison';
import {guarantee} from '../../src/data/timeline';
import {comingSoonLabel, downloadLabel, macNotice, platforms} from '../../src/data/download';
import {contextTree, documentPages, scriptedMessages} from '../../src/data/demo';
import {spec} from '../shared/spec';

const macDownload = downloadLabel(platforms.find((platform) => platform.available)!);

test(`the home page: its headings, hero, stats, calls to action, platforms, tab title, FAQ, live controls and fonts; its hero designed for each colour mode, switched by the toggle; Download for macOS explains the beta in a notice that closes after ${spec.noticeMs / 1000} seconds, or from the keyboard`, async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  const main = page.getByRole('main');

  await test.step('the hero shows the claims, the avatars and the demo’s opening scene', async () => {
    const heroSection = page.locator('section#hero');
    await expect(heroSection).toContainText(hero.badge);
    await expect(heroSection).toContainText(hero.socialProof);
    await expect(heroSection.locator('img[src$=".svg"]')).toHaveCount(avatarIds.length);
    // One labelled picture of the demo's data: first page, folders, answer; no later message.
    const picture = heroSection.getByRole('img', {name: hero.pictureLabel});
    await expect(picture).toBeVisible();
    await expect(picture).toContainText(documentPages[0]!.title);
    for (const {content} of scriptedMessages.slice(0, 2))
      await expect(picture).toContainText(content);
    await expect(picture).not.toContainText(scriptedMessages[2]!.content);
    for (const item of contextTree) await expect(picture).toContainText(item.name);
    // A picture, not a second demo: nothing in it to focus, operate or announce as a landmark.
    await expect(
      picture.locator('a, button, input, [tabindex], [role], h1, h2, h3, h4, h5, h6, section'),
    ).toHaveCount(0);
  });

  await test.step('each section is named by its one h2, under one h1, no level skipped', async () => {
    await expect(main.getByRole('heading', {level: 1})).toHaveText(hero.headline);
    const sections = await main.locator('section[aria-labelledby]').evaluateAll((all) =>
      all.map((section) => ({
        id: section.id,
        h2: Array.from(section.querySelectorAll('h2'), (h2) => h2.textContent?.trim() ?? ''),
        // Named by a heading of its own.
        labelledBy: section.querySelector(`#${section.getAttribute('aria-labelledby')}`)?.tagName,
      })),
    );
    expect(sections[0]).toEqual({id: 'hero', h2: [], labelledBy: 'H1'});
    for (const section of sections.slice(1)) {
      expect(section.h2, section.id).toHaveLength(1);
      expect(section.labelledBy, section.id).toBe('H2');
    }
    const titles = sections.slice(1).map((section) => section.h2[0]!);
    expect(new Set(titles).size).toBe(titles.length);
    await expect(main.getByRole('heading', {level: 2})).toHaveText(titles);
    await expect(page.locator('section#stats')).toHaveAccessibleName(statsTitle);
    // No level skipped: axe's heading-order, in quality/pages.spec.ts.
  });

  await test.step('every stat with its figure and what it measures, in order', async () => {
    const items = page.locator('section#stats').getByRole('listitem');
    await expect(items).toHaveText(stats.map(({value, label}) => `${value}${label}`));
    // Called claims, as every claimed figure on the site is.
    await expect(page.locator('section#stats')).toContainText(statsNote);
  });

  // Their target and rel, as every external link's: quality/pages.spec.ts.
  await test.step('every waitlist call to action opens the form in a new tab', async () => {
    for (const name of [hero.primaryCta, betaProgram.cta, guarantee.cta]) {
      const link = main.getByRole('link', {name: `${name} (opens in a new tab)`, exact: true});
      await expect(link).toHaveAttribute('href', brand.waitlistUrl);
    }
  });

  await test.step('platforms without a build are disabled and read Coming Soon', async () => {
    const unavailable = platforms.filter((platform) => !platform.available);
    expect(unavailable.length).toBeGreaterThan(0);
    // The label follows the name in its own box, with no space between them in the text.
    const label = page.getByText(comingSoonLabel, {exact: true});
    const soon = page.getByRole('button').filter({has: label});
    for (const {name} of unavailable) await expect(soon.filter({hasText: name})).toBeDisabled();
    await expect(page.getByRole('button', {name: macDownload})).toBeEnabled();
  });

  await test.step('the tab names the product once; external links show the new-tab cue', async () => {
    const title = await page.title();
    expect(title.split(brand.productName), `tab title "${title}"`).toHaveLength(2);
    const external = page.locator(':is(nav[aria-label="Main"], footer) a[target="_blank"]');
    const links = await external.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(links).toContain(brand.waitlistUrl);
    for (const href of links) {
      const link = external.and(page.locator(`[href="${href}"]`)).first();
      await expect(link.locator('svg'), `new-tab icon of ${href}`).toBeVisible();
      await expect(link, `accessible new-tab cue of ${href}`).toHaveAccessibleName(/new tab/);
    }
  });

  await test.step('the FAQ opens and closes from the keyboard, with a visible focus', async () => {
    const faqSection = page.locator('section#faq');
    const questions = faqSection.locator('summary');
    await expect(questions).toHaveText(faq.map((entry) => entry.question));
    const first = questions.first();
    const firstItem = faqSection.locator('details').first();
    await page.getByRole('button', {name: macDownload}).focus();
    await tabTo(page, first);
    await expect(first).not.toHaveCSS('outline-style', 'none');
    await expect(firstItem).not.toHaveAttribute('open');
    await page.keyboard.press('Enter');
    await expect(firstItem).toHaveAttribute('open');
    await expect(firstItem.getByText(faq[0]!.answer[0]!)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(firstItem).not.toHaveAttribute('open');
  });

  await test.step('no enabled control is dead', async () => {
    const routes = new Set(sitemapPaths());
    // The controls of the home page's own sections; the demo's are tested with the demo.
    const controls = page.locator('main :is(a[href], button, summary):not(#browser-demo *)');
    const count = await controls.count();
    expect(count).toBeGreaterThan(15);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      const tag = await control.evaluate((element) => element.tagName.toLowerCase());
      if (await control.isDisabled()) {
        await expect(control).toContainText(comingSoonLabel);
        continue;
      }
      const label = `${tag} "${(await control.innerText()).trim()}"`;

      if (tag === 'a') {
        const href = (await control.getAttribute('href')) ?? '';
        if (href.startsWith('#')) {
          await expect(page.locator(href), label).toHaveCount(1);
        } else if (href.startsWith('/')) {
          const [path = '', anchor] = href.split('#');
          expect(routes, label).toContain(path);
          await control.click();
          await expect(page, label).toHaveURL(href);
          if (anchor) await expect(page.locator(`#${anchor}`), label).toBeInViewport();
          await page.goBack();
          await expect(page).toHaveURL('/');
        } else {
          // Opened in a new tab, as every external link: quality/pages.spec.ts.
          expect(href, label).toMatch(/^https:\/\//);
        }
        continue;
      }

      // Buttons and disclosure summaries must visibly change the page when used.
      const before = await page.content();
      await control.click();
      await expect.poll(async () => (await page.content()) !== before, {message: label}).toBe(true);
    }
  });

  await test.step('buttons and fields use the site’s font, not the browser’s default', async () => {
    const controls = page.locator('button, input');
    expect(await controls.count()).toBeGreaterThan(3);
    const font = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
    const fonts = await controls.evaluateAll((all) =>
      all.map((one) => `${getComputedStyle(one).fontFamily}: ${one.outerHTML.slice(0, 80)}`),
    );
    expect(fonts.filter((one) => !one.startsWith(`${font}: `))).toEqual([]);
  });

  await test.step('the hero is designed for the mode the system picks, readable, its picture drawn like the demo; the toggle switches it', async () => {
    const html = page.locator('html');
    const designed: Record<string, Awaited<ReturnType<typeof heroColours>>> = {};
    for (const theme of themes) {
      await page.emulateMedia({colorScheme: theme});
      await expect(html).toHaveAttribute('data-theme', theme);
      const colours = await heroColours(page);
      // The lighter of each pair is the text in dark mode, the background in light mode.
      const darkFirst = (back: string, text: string) => lightness(back) < lightness(text);
      expect(darkFirst(colours.background, colours.title), theme).toBe(theme === 'dark');
      expect(contrast(colours.title, colours.background), theme).toBeGreaterThanOrEqual(7);
      expect(contrast(colours.subline, colours.background), theme).toBeGreaterThanOrEqual(4.5);
      expect(colours.picture, theme).toEqual(colours.demo);
      expect(darkFirst(colours.picture.window, colours.picture.text), theme).toBe(theme === 'dark');
      designed[theme] = colours;
    }
    // The toggle cycles system, light, dark: from the system's last mode, each press switches.
    const toggle = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: colourToggleName()});
    for (const mode of ['light', 'dark'] as const) {
      await toggle.click();
      await expect(toggle).toHaveAccessibleName(colourToggleName(mode));
      await expect(html).toHaveAttribute('data-theme', mode);
      expect(await heroColours(page), mode).toEqual(designed[mode]);
    }
  });
  // Only runFor moves the page's time forward from here.
  await page.clock.pauseAt(Date.now() + 60_000);
  const mac = page.getByRole('button', {name: macDownload});
  const notices = page.getByRole('region', {name: 'Notifications'});
  const items = notices.getByRole('listitem');
  const join = notices.getByRole('link', {name: macNotice.actionLabel});
  const dismiss = notices.getByRole('button', {name: 'Dismiss notification'});

  await test.step('the notice: raised by a click, announced by a live region there before it', async () => {
    const live = notices.locator('[aria-live="polite"]');
    await expect(live).toHaveCount(1);
    await mac.click();
    await expect(live).toContainText(macNotice.message);
    await expect(join).toHaveAttribute('href', brand.waitlistUrl);
    await expect(join).toHaveAttribute('target', '_blank');
    await page.clock.runFor(spec.noticeMs - 100);
    await expect(items).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(items).toHaveCount(0);
  });

  await test.step('the notice: Tab runs control, notice, then on after the control; Shift+Tab back', async () => {
    await mac.focus();
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

  await test.step('the notice: its action is one Tab away and waits there; Escape closes it', async () => {
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

  await test.step('the notice: its dismiss button closes it and gives focus back', async () => {
    await page.keyboard.press('Enter');
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(dismiss).toHaveCount(0);
    await expect(mac).toBeFocused();
  });
});

/** The sum of a computed colour's red, green and blue: which of two colours is the lighter. */
const lightness = (color: string) =>
  (color.match(/[\d.]+/g) ?? []).slice(0, 3).reduce((sum, value) => sum + Number(value), 0);

/** The hero's text colours and the colour behind it, and its picture's and the demo's windows. */
async function heroColours(page: Page) {
  await settle(page);
  return page.evaluate(() => {
    const hero = document.querySelector('section#hero')!;
    // Its own background, or the first opaque one above it (the canvas is white).
    let back: Element | null = hero;
    const fill = (node: Element | null) => (node ? getComputedStyle(node).backgroundColor : null);
    while (back && fill(back) === 'rgba(0, 0, 0, 0)') back = back.parentElement;
    const surfaces = (root: string) => {
      const style = getComputedStyle(document.querySelector(`${root} [class*="window"]`)!);
      return {window: style.backgroundColor, text: style.color};
    };
    return {
      background: fill(back) ?? 'rgb(255, 255, 255)',
      title: getComputedStyle(hero.querySelector('h1')!).color,
      subline: getComputedStyle(hero.querySelector('h1 + p')!).color,
      picture: surfaces('section#hero [role="img"]'),
      demo: surfaces('#browser-demo'),
    };
  });
}
