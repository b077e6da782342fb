import {statSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from './built';
import {colourToggleName, test, expect, gotoHydrated} from './fixtures';
import {articleAt, articles, featurePaths} from './docsIndex';
import config from '../../docusaurus.config';
import {brand} from '../../src/brand';

type Item = {label: string; to?: string; href?: string};
/** The navbar's and the footer's links as the site configures them. */
const site = config.themeConfig as {
  navbar: {items: Item[]};
  footer: {links: Item[]; copyright: string};
};
const footerSupport = site.footer.links.find(({to}) => to === '/support')!;

test('every route change starts at the top of the page; in-page anchors still scroll to their target', async ({
  page,
}) => {
  const article = featurePaths[0]!;
  await gotoHydrated(page, article);
  const heading = page.getByRole('heading', {level: 2}).first();
  const id = await heading.getAttribute('id');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', {name: footerSupport.label}).click();
  await expect(page).toHaveURL('/support');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto(`${article}#${id}`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(heading).toBeInViewport();
});

test('the navbar reaches every feature article, support and the waitlist; the footer carries the copyright, privacy policy, support and contact links; it and the feeds carry the year the site was built', async ({
  page,
  request,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, '/');
  const nav = page.getByRole('navigation', {name: 'Main'});
  const internal = site.navbar.items.filter((item) => item.to !== undefined);
  expect(internal.map(({to}) => to)).toEqual(expect.arrayContaining([...featurePaths, '/support']));
  for (const {label, to} of internal) {
    await expect(nav.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', to!);
  }
  const waitlist = site.navbar.items.find(({href}) => href === brand.waitlistUrl);
  expect(waitlist).toBeDefined();
  const cta = nav.getByRole('link', {name: waitlist!.label});
  await expect(cta).toHaveAttribute('href', brand.waitlistUrl);
  await expect(cta).toHaveAttribute('target', '_blank');
  await expect(cta).toHaveAttribute('rel', /noopener/);
  await expect(nav.getByRole('button', {name: colourToggleName()})).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(site.footer.copyright);
  // The year the site was built, not a year written into the code: the footer and each feed
  // that states a copyright state it.
  const year = statSync(join(buildDir, 'index.html')).mtime.getFullYear();
  await expect(footer).toContainText(`© ${year}`);
  const feeds = await page
    .locator('head link[rel="alternate"][type]:not([type="text/markdown"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(feeds.length).toBeGreaterThan(0);
  const years: string[] = [];
  for (const href of feeds) {
    const body = await (await request.get(href)).text();
    years.push(...[...body.matchAll(/©\s*(\d{4})/g)].map(([, found]) => `${href}: ${found}`));
  }
  expect(years.length).toBeGreaterThan(0);
  expect(years.filter((entry) => !entry.endsWith(`: ${year}`))).toEqual([]);
  const privacyLink = site.footer.links.find(({href}) => href === brand.privacyPolicyUrl)!;
  const privacy = footer.getByRole('link', {name: privacyLink.label});
  await expect(privacy).toHaveAttribute('href', brand.privacyPolicyUrl);
  await expect(privacy).toHaveAttribute('target', '_blank');
  await expect(privacy).toHaveAttribute('rel', /noopener noreferrer/);
  const contact = footer.getByRole('link', {name: brand.contactEmail});
  await expect(contact).toHaveAttribute('href', `mailto:${brand.contactEmail}`);
  await footer.getByRole('link', {name: footerSupport.label}).click();
  await expect(page).toHaveURL('/support');
});

test('the phone menu fetches nothing for the pages it lists until it is opened, lists every article on an article page and reaches the main links', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 740});
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/assets/js/')) scripts.add(request.url());
  });
  await gotoHydrated(page, '/support');
  const menu = page.locator('.navbar-sidebar');
  // Built (closed) with the page.
  await expect(menu.locator('.theme-doc-sidebar-menu')).toHaveCount(1);
  // Whatever the page fetches once it is idle has been requested by now.
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
  );
  const whileClosed = scripts.size;
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Once its links are in view, the site prefetches the pages behind them.
  await expect.poll(() => scripts.size).toBeGreaterThan(whileClosed);
  for (const {title} of await articles()) {
    await expect(menu.getByRole('link', {name: title, exact: true})).toBeVisible();
  }
  await menu.getByRole('button', {name: 'Back to main menu'}).click();
  const [first, second] = site.navbar.items.filter(({to}) => to !== undefined && to !== '/support');
  await expect(menu.getByRole('link', {name: first!.label, exact: true})).toBeVisible();
  await menu.getByRole('link', {name: second!.label, exact: true}).click();
  await expect(page).toHaveURL(second!.to!);
  const {title} = await articleAt(second!.to!);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  await expect(menu).toBeHidden();
});
