import {statSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from './built';
import {colourToggleName, test, expect, gotoHydrated} from './fixtures';
import {featurePaths} from './docsIndex';
import config from '../../docusaurus.config';
import {brand} from '../../src/brand';

type Item = {label: string; to?: string; href?: string};
/** The navbar's and the footer's links as the site configures them. */
const site = config.themeConfig as {
  navbar: {items: Item[]};
  footer: {links: Item[]; copyright: string};
};
const footerSupport = site.footer.links.find(({to}) => to === '/support')!;

test('the navbar reaches every feature article, support and the waitlist; the footer carries the copyright, privacy policy, support and contact links and the year the site was built; a route change starts at the top', async ({
  page,
}) => {
  await gotoHydrated(page, featurePaths[0]!);
  const nav = page.getByRole('navigation', {name: 'Main'});
  const links = site.navbar.items.filter(({label}) => label !== undefined);
  expect(links.map(({to, href}) => to ?? href)).toEqual(
    expect.arrayContaining([...featurePaths, '/support', brand.waitlistUrl]),
  );
  // Every external link's target and rel: quality/pages.spec.ts.
  for (const {label, to, href} of links) {
    await expect(nav.getByRole('link', {name: label})).toHaveAttribute('href', (to ?? href)!);
  }
  await expect(nav.getByRole('button', {name: colourToggleName()})).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(site.footer.copyright);
  // The year the site was built, not a year written into the code.
  const year = statSync(join(buildDir, 'index.html')).mtime.getFullYear();
  await expect(footer).toContainText(`© ${year}`);
  const privacyLink = site.footer.links.find(({href}) => href === brand.privacyPolicyUrl)!;
  const privacy = footer.getByRole('link', {name: privacyLink.label});
  await expect(privacy).toHaveAttribute('href', brand.privacyPolicyUrl);
  const contact = footer.getByRole('link', {name: brand.contactEmail});
  await expect(contact).toHaveAttribute('href', `mailto:${brand.contactEmail}`);

  // Followed from the foot of the article, the support page opens at its top.
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(scrollY).toBeGreaterThan(0);
  await footer.getByRole('link', {name: footerSupport.label}).click();
  await expect(page).toHaveURL('/support');
  await expect.poll(scrollY).toBe(0);
});
