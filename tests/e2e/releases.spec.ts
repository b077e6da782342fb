import {test, expect, gotoHydrated, tabTo} from './fixtures';
import {anyArticle, releaseFeeds, releaseNotes} from './docsIndex';
import {formOrigin} from './formHost';
import {brand} from '../../src/brand';
import {helpful, helpfulFields} from '../../src/data/helpful';
import {releaseNotesCopy} from '../../src/data/releaseNotes';
import {releaseSections, releasesDir} from '../../src/plugins/releaseNotes';

/** Where a link to the feedback form leads: the form's host, and the page and answer it fills in. */
const filledIn = (href: string) => {
  const {origin, searchParams} = new URL(href);
  const field = (name: keyof typeof helpfulFields) => searchParams.get(helpfulFields[name]);
  return {origin, page: field('page'), answer: field('answer')};
};

// That the server HTML holds the same headings: quality/pages.spec.ts, on every page.
test('a note shows its facts and its four sections in order; /releases/latest lands on the newest, with and without JavaScript, where Yes and No link to the form with the answer filled in', async ({
  page,
  openContext,
}) => {
  // tests/unit/releaseNotes.test.ts fails when releases/ holds no note.
  const note = (await releaseNotes())[0]!;
  await gotoHydrated(page, note.path);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(note.title);
  const facts = page.locator('article dl').first();
  await expect(facts).toContainText(note.facts.version);
  for (const platform of note.facts.platforms) await expect(facts).toContainText(platform);
  const time = page.locator('article time').first();
  await expect(time).toHaveAttribute('datetime', new RegExp(`^${note.day}`));
  // Each heading ends in its anchor link, a zero-width space.
  const heading = (name: string) => `^\\s*${name}[\\s\u200b]*$`;
  const anySection = new RegExp(releaseSections.map(heading).join('|'));
  const sections = page.locator('article h2').filter({hasText: anySection});
  await expect(sections).toHaveText(releaseSections.map((name) => new RegExp(heading(name))));
  const withoutScripts = await (await openContext({javaScriptEnabled: false})).newPage();
  for (const shown of [page, withoutScripts]) {
    // The page sends the visitor on (its refresh tag, and the router once hydrated), and may do
    // so more than once: what counts is the address it ends at, not one navigation.
    await shown.goto(`/${releasesDir}/latest`, {waitUntil: 'commit'});
    await expect(shown).toHaveURL(new RegExp(`${note.path}$`));
    await expect(shown.getByRole('heading', {level: 1})).toHaveText(note.title);
  }
  // Without JavaScript, Yes and No are links to the form with the answer filled in.
  const widget = withoutScripts.getByRole('group', {name: helpful.question});
  for (const answer of ['yes', 'no'] as const) {
    const link = widget.getByRole('link', {name: new RegExp(`^${helpful.answers[answer]}`)});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const href = (await link.getAttribute('href')) ?? '';
    expect(filledIn(href)).toEqual({origin: formOrigin, page: note.path, answer});
  }
});

// That every page names the feeds in its head: seo.spec.ts.
test('the feeds are served and list the newest note; the list page names every note and links to it', async ({
  page,
  request,
}) => {
  const note = (await releaseNotes())[0]!;
  for (const {href} of releaseFeeds) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text(), href).toContain(`${brand.siteUrl}${note.path}`);
  }
  await gotoHydrated(page, `/${releasesDir}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(releaseNotesCopy.listTitle);
  for (const {title, path} of await releaseNotes()) {
    await expect(page.getByRole('link', {name: title, exact: true})).toHaveAttribute('href', path);
  }
  // Each note's sections live on its own page only, so no anchor repeats on the list.
  await expect(page.getByRole('heading', {name: releaseSections[0], exact: true})).toHaveCount(0);
});

// The same widget under a release note, its links filled in: the first test above.
test(`"${helpful.question}" under an article: a choice opens the form filled in and is announced`, async ({
  page,
  context,
}) => {
  const path = `/${(await anyArticle()).slug}`;
  // The popup is another page: the form host's stand-in has to cover the whole context.
  await context.route(`${formOrigin}/**`, (route) =>
    route.fulfill({contentType: 'text/html', body: '<title>Form</title><p>Form</p>'}),
  );
  await gotoHydrated(page, path);
  const widget = page.getByRole('group', {name: helpful.question});
  await expect(widget).toBeVisible();
  await expect(widget.getByRole('status')).toHaveText('');

  await page.locator('body').focus();
  await tabTo(page, widget.getByRole('link', {name: new RegExp(`^${helpful.answers.no}`)}));
  const popup = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const form = await popup;
  await form.waitForLoadState('domcontentloaded');
  expect(filledIn(form.url())).toEqual({origin: formOrigin, page: path, answer: 'no'});
  expect(new URL(form.url()).searchParams.get(helpfulFields.version)).toBeTruthy();
  await expect(widget.getByRole('status')).toHaveText(helpful.thanks.no);
  const contact = widget.getByRole('link', {name: brand.contactEmail});
  await expect(contact).toHaveAttribute('href', `mailto:${brand.contactEmail}`);
});
