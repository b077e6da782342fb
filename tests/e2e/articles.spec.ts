import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {brand} from '../../src/brand';
import {claims} from '../../src/data/claims';
import {articleAt, featurePaths} from './docsIndex';

/** Every table-of-contents link must lead to a heading of the article. */
async function expectTocTargetsExist(page: Page, links: string[]): Promise<void> {
  expect(links.length).toBeGreaterThanOrEqual(4);
  for (const href of links) {
    expect(href).toMatch(/^#[\w-]+$/);
    await expect(page.locator(`article :is(h2, h3)${href}`)).toHaveCount(1);
  }
}

// The feature articles, the ones the home page's cards open, are the long ones that end with the
// waitlist; an article a writer adds beside them is checked by the route, search and SEO tests.
for (const path of featurePaths) {
  test.describe(path, () => {
    test('is a long article with its title, sections, a way home and the waitlist', async ({
      page,
    }) => {
      const {title} = await articleAt(path);
      await gotoHydrated(page, path);
      const article = page.getByRole('main').locator('article');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      expect(await article.getByRole('heading', {level: 2}).count()).toBeGreaterThanOrEqual(4);
      expect(await article.getByRole('heading', {level: 3}).count()).toBeGreaterThanOrEqual(3);
      const words = (await article.innerText()).split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(800);
      await expect(article.getByRole('link', {name: 'Back to Home'})).toHaveAttribute('href', '/');
      const waitlist = article
        .getByRole('complementary', {name: 'Join the beta'})
        .getByRole('link', {name: /Join Beta Waitlist/});
      await expect(waitlist).toHaveAttribute('href', brand.waitlistUrl);
      await expect(waitlist).toHaveAttribute('target', '_blank');
      await expect(waitlist).toHaveAttribute('rel', 'noopener noreferrer');
    });

    test('has a table of contents whose links reach their sections', async ({page}) => {
      await page.setViewportSize({width: 1280, height: 800});
      await gotoHydrated(page, path);
      const toc = page.locator('.theme-doc-toc-desktop');
      await expect(toc).toBeVisible();
      const links = toc.getByRole('link');
      await expectTocTargetsExist(
        page,
        await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '')),
      );
      const last = links.last();
      const href = (await last.getAttribute('href')) ?? '';
      await last.click();
      await expect(page).toHaveURL(`${path}${href}`);
      await expect(page.locator(href)).toBeInViewport();
    });
  });
}

test('phones get the table of contents as a collapsible list', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await gotoHydrated(page, '/personal-intelligence-hub');
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
  const toggle = page.getByRole('button', {name: 'On this page'});
  await toggle.click();
  const link = page.locator('.theme-doc-toc-mobile').getByRole('link', {name: 'Interface modules'});
  await link.click();
  await expect(page).toHaveURL('/personal-intelligence-hub#interface-modules');
  await expect(page.locator('#interface-modules')).toBeInViewport();
});

test('the compression modes are compared in an accessible table', async ({page}) => {
  await gotoHydrated(page, '/automatic-knowledge-capture');
  const table = page.getByRole('table', {name: 'The three compression modes compared'});
  await expect(table.getByRole('columnheader')).toHaveText([
    'Mode',
    'Stored size',
    'What it keeps',
    'Best for',
  ]);
  await expect(table.getByRole('rowheader')).toHaveText(['Lossless', 'Balanced', 'Aggressive']);
  const row = (name: string) => table.getByRole('row').filter({has: page.getByText(name)});
  await expect(row('Lossless')).toContainText('100% fidelity');
  await expect(row('Lossless')).toContainText('Contracts and critical documents');
  await expect(row('Balanced')).toContainText('About 50% smaller');
  await expect(row('Aggressive')).toContainText('About 70% smaller');
  await expect(row('Aggressive')).toContainText('Casual reading');
});

test('the capture article names the three context layers and the privacy rules', async ({page}) => {
  await gotoHydrated(page, '/automatic-knowledge-capture');
  const figure = page.getByRole('figure').filter({hasText: 'Three layers of context'});
  await expect(figure.getByRole('listitem')).toHaveCount(3);
  for (const layer of ['Immediate', 'Project', 'Domain']) {
    await expect(figure).toContainText(layer);
  }
  for (const rule of [
    'Processed on your machine',
    'Encrypted storage',
    'Banking sites are never captured',
    'An open-source core',
  ]) {
    await expect(page.getByRole('heading', {level: 3, name: rule})).toBeVisible();
  }
});

test('the hub lists its interface modules and states sync as optional and off', async ({page}) => {
  await gotoHydrated(page, '/personal-intelligence-hub');
  expect(
    await page.getByRole('list', {name: 'Interface modules'}).getByRole('listitem').count(),
  ).toBeGreaterThanOrEqual(3);
  const main = page.getByRole('main');
  await expect(main).toContainText(`in ${claims.queryTime}`);
  await expect(main).toContainText('end-to-end encrypted, and it is off unless you turn it on');
});

test('future plans are marked as plans', async ({page}) => {
  await gotoHydrated(page, '/context-aware-ai-enhancement');
  await expect(
    page.locator('.theme-admonition').filter({hasText: 'Planned for 2026'}),
  ).toContainText('not available today');
  await gotoHydrated(page, '/workflow-intelligence#knowledge-economy');
  const heading = page.locator('h2#knowledge-economy');
  await expect(heading).toHaveText(/A decentralized knowledge economy \(planned\)/);
  await expect(heading).toBeInViewport();
  await expect(
    page.locator('.theme-admonition').filter({hasText: 'Planned'}).first(),
  ).toContainText('not part of the beta');
});
