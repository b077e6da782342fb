import type {Locator, Page} from '@playwright/test';
import {builtHtml, readBuilt} from './built';
import {test, expect, gotoHydrated, settle, sitemapPaths} from './fixtures';
import {brand} from '../../src/brand';
import {claims} from '../../src/data/claims';
import {compressionModes, compressionTable} from '../../src/data/compression';
import * as flows from '../../src/data/flows';
import {contextLayers} from '../../src/data/contextLayers';
import {hubModules} from '../../src/data/modules';
import {visionLink} from '../../src/data/beginning';
import {waitlistCalloutText} from '../../src/data/waitlistCallout';
import {articleAt, articles, articlesWhere, featurePaths, sourceOf} from './docsIndex';

/** The numbered flows the articles draw, each a list of steps (src/data/flows.ts). */
const flowList = Object.values(flows).filter(Array.isArray);
/** A section whose heading says it is planned. */
const planned = /^##.*\bplanned\b/im;

/** The privacy facts the feature articles state, each as the words no rewording can drop. */
const privacyFacts = {
  local: [/\blocal(ly)?\b|on (your|the) (own )?(computer|device|machine)/i],
  banking: [/\bbanking\b/i],
  endToEnd: [/\bsync/i, /end[- ]to[- ]end/i],
  optIn: [/\bsync/i, /\boff\b|\bopt[- ]in\b|\bturn(s|ed)? (it|sync) on\b|\benable/i],
} satisfies Record<string, RegExp[]>;

/** Fails unless one paragraph, list item or heading of the main content says all of the fact. */
async function expectFact(page: Page, name: keyof typeof privacyFacts): Promise<void> {
  const blocks = (await page.getByRole('main').innerText()).split(/\n+/);
  const saying = blocks.filter((block) => privacyFacts[name].every((words) => words.test(block)));
  expect(saying, `the article says the privacy fact "${name}"`).not.toEqual([]);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An article's `##` and `###` headings outside code, as patterns (`{expression}`: any text). */
function writtenHeadings(source: string) {
  const outsideCode = source.split(/^```.*$/m).filter((_part, index) => index % 2 === 0);
  return [...outsideCode.join('\n').matchAll(/^(#{2,3}) (.+)$/gm)].map(([, hashes, text]) => {
    const words = text!.replace(/\{\/\*.*?\*\/\}/g, '').trim();
    const pattern = words
      .split(/\{[^}]*\}/)
      .map(escape)
      .join('.+');
    // The heading holds its words alone: its link sits beside it.
    return {level: hashes!.length, text: new RegExp(`^${pattern}$`)};
  });
}

/** Clicks a table-of-contents link: the address takes its anchor, its heading comes in view. */
async function follow(page: Page, link: Locator, path: string): Promise<void> {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^#[\w-]+$/);
  await link.click();
  await expect(page).toHaveURL(`${path}${href}`);
  await expect(page.locator(href)).toBeInViewport();
}

/** A feature article (one the home page's cards open); returns its table of contents' links. */
async function expectLongArticle(page: Page, title: string, source: string): Promise<Locator> {
  const article = page.getByRole('main').locator('article');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  expect(await article.getByRole('heading', {level: 2}).count()).toBeGreaterThanOrEqual(4);
  expect(await article.getByRole('heading', {level: 3}).count()).toBeGreaterThanOrEqual(3);
  // The writer's headings, each at its level, in order: no heading lost, added or moved.
  const headings = writtenHeadings(source);
  await expect(article.locator('h2, h3')).toHaveText(headings.map(({text}) => text));
  const sections = headings.filter(({level}) => level === 2).map(({text}) => text);
  await expect(article.locator('h2')).toHaveText(sections);
  expect((await article.innerText()).split(/\s+/).length).toBeGreaterThanOrEqual(800);
  // The waitlist callout, in the article's own words, tells a screen reader of the new tab.
  const callout = article.getByRole('complementary', {name: waitlistCalloutText.label});
  const own = /<WaitlistCallout>([^<]*)</.exec(source)?.[1];
  // Its Markdown as text: a link's words, no emphasis marks.
  const shown = own?.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
  await expect(callout).toContainText(shown?.trim() ?? waitlistCalloutText.body);
  const newTab = `${waitlistCalloutText.button} (opens in a new tab)`;
  const waitlist = callout.getByRole('link', {name: newTab, exact: true});
  await expect(waitlist).toHaveAttribute('href', brand.waitlistUrl);
  await expect(waitlist).toHaveAttribute('target', '_blank');
  await expect(waitlist).toHaveAttribute('rel', 'noopener noreferrer');

  // Every link of the table of contents leads to a heading of the article.
  const toc = page.locator('.theme-doc-toc-desktop');
  await expect(toc).toBeVisible();
  const links = toc.getByRole('link');
  const targets = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  expect(targets.length).toBeGreaterThanOrEqual(4);
  for (const href of targets) {
    expect(href).toMatch(/^#[\w-]+$/);
    await expect(page.locator(`article :is(h2, h3)${href}`)).toHaveCount(1);
  }
  return links;
}

/** Each heading is named by its words alone in the accessibility tree, its link just after it. */
async function expectHeadingsNamed(page: Page, slug: string): Promise<void> {
  const headings = await page
    .locator('article :is(h2, h3, h4, h5, h6)[id]')
    .evaluateAll((list) =>
      list.map((h) => ({id: h.id, words: h.textContent!.trim(), level: h.tagName[1]})),
    );
  expect(headings.length, slug).toBeGreaterThan(0);
  const tree = (await page.locator('article').ariaSnapshot()).split('\n');
  for (const {id, words, level} of headings) {
    const at = tree.findIndex((line) => line.trim() === `- heading "${words}" [level=${level}]`);
    expect(at, `${slug}#${id} is named by its words alone`).toBeGreaterThanOrEqual(0);
    const [next = '', url = ''] = tree.slice(at + 1, at + 3);
    expect(next.search(/\S/), `nothing inside ${slug}#${id}`).toBe(tree[at]!.search(/\S/));
    expect(next.trim()).toMatch(new RegExp(`^- link ".*${escape(words)}.*":$`));
    expect(url.trim()).toBe(`- /url: "#${id}"`);
  }
}

/** What the article's source draws, as src/data names it: modes, layers, modules, flows, a plan. */
async function expectDrawnAsWritten(page: Page, source: string, slug: string): Promise<void> {
  if (/<CompressionModes\b/.test(source)) {
    const table = page.getByRole('table', {name: compressionTable.caption, exact: true});
    await expect(table).toHaveCount(1);
    const columns = Object.values(compressionTable.columns);
    await expect(table.getByRole('columnheader')).toHaveText(columns);
    await expect(table.getByRole('rowheader')).toHaveText(compressionModes.map(({name}) => name));
    const cells = compressionModes.flatMap((mode) => [mode.size, mode.keeps, mode.bestFor]);
    await expect(table.locator('tbody').getByRole('cell')).toHaveText(cells);
  }
  if (/<ContextLayers\b/.test(source)) {
    const figure = page.getByRole('figure').filter({hasText: contextLayers[0]!.description});
    const layers = contextLayers.map(({name, description}) => `${name}. ${description}`);
    await expect(figure.getByRole('listitem')).toHaveText(layers);
    await expect(figure.locator('figcaption')).toHaveText(/\S/);
    for (const fact of ['local', 'optIn', 'banking'] as const) await expectFact(page, fact);
    await expect(page.getByRole('main')).toContainText(claims.openSourceCore);
  }
  if (/<ModuleList\b/.test(source)) {
    const modules = page.getByRole('list').filter({hasText: hubModules[0]!.description});
    const names = hubModules.map(({name}) => new RegExp(escape(name)));
    await expect(modules.getByRole('listitem')).toHaveText(names);
    await expect(page.getByRole('main')).toContainText(claims.queryTime);
    for (const fact of ['endToEnd', 'optIn'] as const) await expectFact(page, fact);
  }
  // Each numbered flow the page's Markdown copy draws is a list of its steps.
  const markdown = readBuilt(`${slug}.md`);
  for (const steps of flowList.filter(([first]) => markdown.includes(first!.description))) {
    const list = page.locator('article figure ol').filter({hasText: steps[0]!.description});
    await expect(list.getByRole('listitem')).toHaveCount(steps.length);
  }
  // A planned section's heading says so, and so does the note that opens it.
  if (planned.test(source)) {
    const heading = page.locator('article h2', {hasText: /\bplanned\b/i}).first();
    await expect(heading).toBeVisible();
    const next = 'xpath=following::*[not(self::a[contains(@class, "hash-link")])][1]';
    await expect(heading.locator(next)).toHaveClass(/theme-admonition/);
    await expect(heading.locator(next)).toContainText(/planned/i);
  }
}

// One visit per article checks all that its Markdown asks for.
const docPaths = sitemapPaths().filter((path) =>
  /<html[^>]*\sclass="[^"]*\bdocs-doc-page\b/.test(builtHtml(path)),
);
for (const path of docPaths) {
  const feature = featurePaths.includes(path);
  const vision = visionLink.to.startsWith(`${path}#`);
  const headingLink = path === featurePaths[0];
  test(`${path}${feature ? ' is a long article with its title, sections, the waitlist and a table of contents, collapsible on a phone;' : ':'}${headingLink ? ' a heading’s link shows on keyboard focus, and Enter follows it;' : ''}${vision ? ' the vision’s link lands on its plan;' : ''} each heading is named by its words alone, its link beside it; its tables, figures, flows and plans are as written`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, vision ? visionLink.to : path);
    if (vision) {
      const plan = page.locator(`h2#${visionLink.to.split('#')[1]}`);
      await expect(plan).toHaveText(/\bplanned\b/i);
      await expect(plan).toBeInViewport();
    }
    const article = await articleAt(path);
    const source = sourceOf(article);
    const toc = feature ? await expectLongArticle(page, article.title, source) : undefined;
    await expectHeadingsNamed(page, article.slug);
    await expectDrawnAsWritten(page, source, article.slug);
    if (toc) await follow(page, toc.last(), path);
    if (headingLink) {
      // A heading's link is hidden until keyboard focus shows it; Enter follows it.
      const heading = page.locator('article h2[id]').nth(1);
      const link = heading.locator('xpath=following-sibling::a[1]');
      await expect(link).toHaveCSS('opacity', '0');
      await link.focus();
      await expect(link).toHaveCSS('opacity', '1');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${path}#${await heading.getAttribute('id')}`);
      await expect(heading).toBeInViewport();
    }
    if (feature) {
      // On a phone, the table of contents is a list that opens and leads to its headings.
      await page.setViewportSize({width: 375, height: 740});
      await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
      await page.getByRole('button', {name: 'On this page'}).click();
      const links = page.locator('.theme-doc-toc-mobile').getByRole('link');
      await expect.poll(() => links.count()).toBeGreaterThanOrEqual(4);
      await settle(page);
      await follow(page, links.nth(-2), path);
    }
  });
}

test("the articles compare the compression modes, draw the context layers, the hub's modules and each flow, and mark the plan the vision links to", async () => {
  for (const pattern of [/<CompressionModes\b/, /<ContextLayers\b/, /<ModuleList\b/]) {
    expect((await articlesWhere(pattern)).length).toBeGreaterThan(0);
  }
  const planning = await articlesWhere(planned);
  expect(planning.map(({slug}) => `/${slug}`)).toContain(visionLink.to.split('#')[0]);
  // Each flow is drawn by an article: its Markdown copy holds the first step.
  expect(flowList.length).toBeGreaterThan(0);
  const copies = (await articles()).map(({slug}) => readBuilt(`${slug}.md`)).join('\n');
  for (const [first] of flowList) expect(copies, first!.title).toContain(first!.description);
});
