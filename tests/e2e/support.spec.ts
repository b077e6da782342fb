import type {Page, Route} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {brand, feedbackEmbedScriptUrl} from '../../src/brand';
import {allowOnlyBlockedRequests, formOrigin, stubFormHost} from './formHost';
import {formLoadTimeLimit, shareUrlFor} from '../../src/components/FeedbackForm/embed';
import {supportPrompts} from '../../src/data/supportPrompts';
import {spec} from '../shared/spec';
import {feedbackFormText as text} from '../../src/data/feedbackForm';

const embedOptions = 'alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1';
const embedSrc = `${brand.feedbackFormUrl}?${embedOptions}`;
const scriptSelector = `script[src="${feedbackEmbedScriptUrl}"]`;
const mailto = `mailto:${brand.contactEmail}`;

/** The form's card: its frame, the stand-in form in it (formHost.ts), its status and its link. */
function formCard(page: Page) {
  const card = page.getByRole('region', {name: text.heading});
  return {
    card,
    frame: card.locator(`iframe[title="${text.frameTitle}"]`),
    form: page.frameLocator(`iframe[title="${text.frameTitle}"]`).getByText('Stub feedback form'),
    status: card.getByRole('status'),
    direct: card.getByRole('link', {name: text.direct}),
  };
}

/** Opens /support with the clock in hand: from then on, time moves only when the test says. */
async function openWithClockPaused(page: Page): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, '/support');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
}

test.use({viewport: {width: 1280, height: 800}});

test('the support page asks its questions and offers the form, loaded by its embed script for as long as the visit, and a way back home', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/support');
  // Its title, found by the search: search-answers.spec.ts.
  const prompts = supportPrompts.map((prompt) => prompt.title);
  await expect(page.getByRole('heading', {level: 3})).toHaveText(prompts);
  const {frame, form, direct} = formCard(page);
  await expect(frame).toHaveAttribute('data-tally-src', embedSrc);
  await expect(frame).toHaveAttribute('height', '447');
  await expect(frame).toHaveAttribute('width', '100%');
  // The form's own page, not the bare embed view.
  await expect(direct).toHaveAttribute('href', shareUrlFor(brand.feedbackFormUrl));
  await expect(direct).toHaveAttribute('rel', 'noopener noreferrer');
  // In the text, and again under "Was this page helpful?".
  const email = page.getByRole('main').getByRole('link', {name: brand.contactEmail});
  await expect(email.first()).toBeVisible();
  for (const link of await email.all()) await expect(link).toHaveAttribute('href', mailto);

  // The widget, loaded once, is what points the iframe at the form.
  await expect.poll(() => page.evaluate(() => Reflect.get(window, '__embedLoads'))).toBe(1);
  await expect(frame).toHaveAttribute('src', embedSrc);
  await expect(form).toBeVisible();
  // A form that reports itself loaded stays, however long the visit.
  await page.clock.runFor(formLoadTimeLimit * 2);
  await expect(frame).toBeVisible();
  await expect(page.getByText(text.failed)).toHaveCount(0);

  // Should the host not answer, the link to the form is in view as soon as the frame is: scrolled
  // until only the frame's top edge shows at the bottom of the window.
  await frame.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().top - (window.innerHeight - 40));
  });
  await expect(frame).toBeInViewport();
  await expect(direct).toBeInViewport();
  await page.getByRole('main').getByRole('link', {name: spec.backHome}).click();
  await expect(page).toHaveURL('/');
});

test('a blocked embed script still shows the form; a host that cannot be reached gives way at once to a message, the link and the e-mail address; neither throws an uncaught error', async ({
  page,
  consoleEntries,
}) => {
  const {card, frame, form, status, direct} = formCard(page);
  await test.step('the embed script blocked: the form loads without it', async () => {
    await stubFormHost(page, 'abort');
    await gotoHydrated(page, '/support');
    await expect(frame).toHaveAttribute('src', embedSrc);
    await expect(form).toBeVisible();
    await expect(direct).toBeVisible();
    expect(await page.evaluate(() => 'Tally' in window)).toBe(false);
  });
  await test.step('the host unreachable: the failed script alone suffices, time standing still', async () => {
    await stubFormHost(page, 'blocked');
    await openWithClockPaused(page);
    await expect(status).toContainText(text.failed);
    await expect(frame).toBeHidden();
    // What the visitor is left with: the form's own address and the e-mail address.
    await expect(direct).toBeVisible();
    await expect(direct).toHaveAttribute('href', shareUrlFor(brand.feedbackFormUrl));
    const email = card.getByRole('link', {name: brand.contactEmail});
    await expect(email).toHaveAttribute('href', mailto);
  });
  allowOnlyBlockedRequests(consoleEntries);
});

test('a host that does not answer: the frame says it is loading, then gives way in its own box', async ({
  page,
}) => {
  // Every request to the host waits until the test ends.
  const waiting: Route[] = [];
  await page.route(`${formOrigin}/**`, (route) => void waiting.push(route));
  await openWithClockPaused(page);
  const {card, frame, status, direct} = formCard(page);
  await frame.scrollIntoViewIfNeeded();
  await expect(status).toHaveText(text.loading);
  await expect(direct).toBeVisible();
  const box = await card.boundingBox();
  await page.clock.runFor(formLoadTimeLimit);
  await expect(status).toContainText(text.failed);
  await expect(frame).toBeHidden();
  // Nothing below the form moves: the message takes the frame's place, not less.
  expect(await card.boundingBox()).toEqual(box);
  await Promise.all(waiting.map((route) => route.abort().catch(() => undefined)));
});

test('without JavaScript, the page explains and still links to the form', async ({openContext}) => {
  const page = await (await openContext({javaScriptEnabled: false})).newPage();
  await page.goto('/support');
  const {card, direct} = formCard(page);
  // Chromium's script emulation still hides <noscript>, so the note is read from the DOM.
  expect(await card.locator('noscript').textContent()).toContain(text.noScript);
  await expect(direct).toHaveAttribute('href', shareUrlFor(brand.feedbackFormUrl));
  await expect(page.locator(scriptSelector)).toHaveCount(0);
});
