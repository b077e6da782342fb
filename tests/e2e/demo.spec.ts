import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, settle, tabTo} from './fixtures';
import {expectAccessibleInEachTheme} from './checks';
import {cutLines} from '../shared/design.mjs';
import {spec} from '../shared/spec';
import {
  chatModel,
  contextTree,
  defaultActionNames,
  demoControls,
  demoReply,
  demoTiming,
  documentPages,
  initiallyOpenFolders,
  scriptedMessages,
  statusLabels,
  suggestedActions,
  type ActionName,
} from '../../src/data/demo';

/** The first folder, open at the start, and a closed one, with the rows inside it. */
const openFolder = contextTree[0]!;
const closedFolder = contextTree.find((item) => !initiallyOpenFolders.includes(item.id))!;
const closedChildren = closedFolder.type === 'folder' ? closedFolder.children : [];

const actionOf = (name: ActionName) => suggestedActions.find((action) => action.name === name)!;
const marks = demoTiming.highlightCount;
const {delayMs: tooltipDelay, skipDelayMs: skipDelay} = spec.demo.tooltip;

/** The page clock is frozen before the page loads, so time moves only when a test says so. */
async function openHome(page: Page): Promise<void> {
  await page.clock.install({time: new Date('2026-01-05T09:00:00Z')});
  await gotoHydrated(page, '/');
  // Hydration needs running timers; the margin keeps a busy machine's clock short of the pause.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
}

/** What the demo shows: messages, which of documentPages, marks, what is on, whether it plays. */
type Frame = Partial<Record<'messages' | 'page' | 'highlights', number>> &
  Partial<Record<'capturing' | 'banner' | 'playing', boolean>>;

function demo(page: Page) {
  const section = page.locator('#browser-demo');
  const documentView = section.getByRole('region', {name: /Document/});
  const parts = {
    section,
    root: section.locator('[data-playing]'),
    tree: section.getByRole('tree'),
    documentView,
    title: documentView.getByRole('heading'),
    // The page's capture indicator and its cross-reference banner, whatever their words.
    capturing: documentView.locator('[class*="capturing_"]'),
    highlights: documentView.locator('mark'),
    banner: documentView.locator('[class*="banner_"]'),
    log: section.getByRole('log'),
    messages: section.getByRole('log').getByRole('listitem'),
    input: section.getByRole('textbox', {name: /message/}),
    suggestions: section.getByRole('list', {name: /Suggested/}).getByRole('button'),
    playPause: section.getByRole('button', {name: /^(Pause|Play) demo$/}),
  };
  /** Expects the demo to be `playing` or not, runs the page clock on by `ms`, expects `frame`. */
  const after = async (ms: number, {playing, ...frame}: Frame): Promise<void> => {
    if (playing !== undefined)
      await expect(parts.root).toHaveAttribute('data-playing', `${playing}`);
    await page.clock.runFor(ms);
    const at = `${JSON.stringify(frame)}, ${ms} ms on`;
    const {messages, page: index, highlights} = frame;
    if (messages !== undefined) await expect(parts.messages, at).toHaveCount(messages);
    if (index !== undefined) await expect(parts.title, at).toHaveText(documentPages[index]!.title);
    if (highlights !== undefined) await expect(parts.highlights, at).toHaveCount(highlights);
    for (const shown of ['capturing', 'banner'] as const) {
      if (frame[shown] === true) await expect(parts[shown], at).toBeVisible();
      if (frame[shown] === false) await expect(parts[shown], at).toBeHidden();
    }
  };
  /** Scrolls the demo into view and waits until it is playing (time is still frozen). */
  const scrollIn = async () => {
    await section.scrollIntoViewIfNeeded();
    await expect(parts.root).toHaveAttribute('data-playing', 'true');
  };
  return {...parts, after, scrollIn};
}

/** How many of the locator's elements lie wholly inside the box that clips them. */
async function wholeInside(items: Locator, clip: Locator): Promise<number> {
  // Rows slide in over real time: measure where they come to rest.
  await settle(clip.page());
  const outer = await clip.evaluate((element) => element.getBoundingClientRect().toJSON());
  const inner = await items.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON()),
  );
  return inner.filter(
    (box: DOMRect) => box.top >= outer.top - 0.5 && box.bottom <= outer.bottom + 0.5,
  ).length;
}

test('the server HTML already holds a meaningful first frame', async ({openContext}) => {
  const page = await (await openContext({javaScriptEnabled: false})).newPage();
  await page.goto('/');
  const parts = demo(page);
  for (const folder of contextTree) {
    await expect(parts.tree.getByRole('treeitem', {name: folder.name})).toBeVisible();
  }
  await expect(parts.title).toHaveText(documentPages[0]!.title);
  await expect(parts.messages).toHaveCount(1);
  await expect(parts.messages).toContainText(scriptedMessages[0]!.content);
  await expect(parts.section.getByText(chatModel.name)).toBeVisible();
});

test(`starts in view, keeps the spec’s timings, pauses off screen and on its button, resumes where it stopped, and its captured page has no accessibility violations in either theme`, async ({
  page,
}) => {
  await openHome(page);
  const parts = demo(page);
  await parts.after(10_000, {playing: false, messages: 1});
  await parts.scrollIn();

  // From the start of play: a new page each interval, captured for its first part (but the
  // first), marks and banner a moment in; messages at the spec's times. Held, it stands still.
  const {pageIntervalMs: pageMs, capturingMs, highlightDelayMs: marksMs} = spec.demo.timing;
  const messageAt = spec.demo.messageTimesMs;
  const frameAt = (to: number): Frame => {
    const marked = to % pageMs >= marksMs;
    return {
      messages: messageAt.filter((ms) => ms <= to).length,
      page: Math.floor(to / pageMs) % documentPages.length,
      capturing: to >= pageMs && to % pageMs < capturingMs,
      highlights: marked ? marks : 0,
      banner: marked,
    };
  };
  let time = 0;
  const at = async (...times: number[]) => {
    for (const to of times) {
      await parts.after(to - time, frameAt(to));
      time = to;
    }
  };
  const held = (ms: number) => parts.after(ms, {playing: false, ...frameAt(time)});
  await at(0, marksMs - 1, marksMs, messageAt[1]!);
  await page.evaluate(() => window.scrollTo(0, 0));
  await held(30_000);
  await parts.scrollIn();
  await at(messageAt[2]! - 1, messageAt[2]!);

  // The pause button stops time (WCAG 2.2.2) and the capturing pulse; a click makes the log speak.
  await expect(parts.log).toHaveAttribute('aria-live', 'off');
  await parts.playPause.click();
  await expect(parts.log).toHaveAttribute('aria-live', 'polite');
  await expect(parts.playPause).toHaveText(demoControls.play);
  await held(30_000);
  const pulse = parts.tree.locator('[class*="status_capturing"] [class*="statusDot"]').first();
  await expect(pulse).toHaveCSS('animation-play-state', 'paused', {pseudo: 'after'});
  await parts.playPause.click();
  await expect(parts.playPause).toHaveText(demoControls.pause);
  // Each message, page turn, mark and capture (±1 ms), through a loop into the next's capture.
  const loop = documentPages.length * pageMs;
  const edges = documentPages.flatMap((_, index) =>
    [0, marksMs, capturingMs].flatMap((ms) => [index * pageMs + ms - 1, index * pageMs + ms]),
  );
  const times = new Set([...messageAt, ...edges, loop, loop + pageMs + marksMs]);
  await at(...[...times].filter((to) => to > time).sort((a, b) => a - b));

  // axe needs running timers: paused, the captured page holds (still demo: quality/pages.spec.ts).
  await parts.playPause.click();
  await expect(parts.root).toHaveAttribute('data-playing', 'false');
  await page.clock.resume();
  await expectAccessibleInEachTheme(page, '#browser-demo [class*="documentPane_"]');
});

test('focus in the demo holds the script; acting on it makes the log speak; a run of messages gets one reply', async ({
  page,
}) => {
  await openHome(page);
  const parts = demo(page);
  await parts.scrollIn();
  await page.clock.runFor(1000);
  const count = await parts.messages.count();
  await parts.playPause.focus();
  const last = parts.suggestions.last();
  await tabTo(page, last);
  await parts.after(20_000, {playing: false, messages: count});
  await expect(last).toBeFocused();
  // Back out to the play button, which is outside the picture: the script goes on.
  await tabTo(page, parts.playPause, 'Shift+Tab');
  await expect(parts.playPause).toHaveText(demoControls.pause);
  await parts.after(demoTiming.pageIntervalMs, {playing: true});
  await expect(parts.messages).not.toHaveCount(count);

  // Moving through the demo with Tab is not acting on it; sending a message is.
  await tabTo(page, parts.input);
  await expect(parts.log).toHaveAttribute('aria-live', 'off');
  await page.keyboard.type('What did I read?');
  await page.keyboard.press('Enter');
  await expect(parts.log).toHaveAttribute('aria-live', 'polite');
  await expect(parts.messages.last()).toContainText('What did I read?');
  // One reply to a run of messages, its pause after the last, to the millisecond.
  await page.clock.runFor(demoReply.delayMs / 2);
  await page.keyboard.type('And on Monday?');
  await page.keyboard.press('Enter');
  const sent = await parts.messages.count();
  await parts.after(demoReply.delayMs - 1, {playing: false, messages: sent});
  await parts.after(1, {messages: sent + 1});
  const reply = parts.messages.last();
  await expect(reply).toContainText(demoReply.texts[0]!);
  // It links to the waitlist in a new tab, and shows whole in the log.
  const link = reply.getByRole('link', {name: demoReply.link.label});
  await expect(link).toHaveAttribute('href', demoReply.link.href);
  await expect(link).toHaveAttribute('target', '_blank');
  expect(await wholeInside(reply, parts.log), 'the reply in view in the log').toBe(1);
  expect(await page.evaluate(cutLines, '#browser-demo')).toEqual([]);

  // A visitor's pause wins over focus leaving the demo.
  await parts.playPause.focus();
  await page.keyboard.press('Enter');
  await expect(parts.playPause).toHaveText(demoControls.play);
  await tabTo(page, parts.input);
  await tabTo(page, parts.playPause, 'Shift+Tab');
  await parts.after(20_000, {playing: false, messages: await parts.messages.count()});

  // When the action in focus goes away, focus stays on a control of the demo.
  await tabTo(page, parts.suggestions.last());
  const before = await parts.suggestions.count();
  const inDemo = () =>
    page.evaluate(() => document.activeElement?.closest('#browser-demo, body')?.tagName);
  for (let press = 0; press < before + 1; press += 1) {
    await page.keyboard.press('Enter');
    expect(await inDemo(), `after press ${press + 1}`).not.toBe('BODY');
    await expect.poll(inDemo).toBe('SECTION');
  }
  await expect(parts.messages.last()).toContainText(/\S/);
});

test(`explains scores, statuses and actions in tooltips after ${tooltipDelay} ms; opens and closes folders, and sends messages, by mouse and keyboard`, async ({
  page,
}) => {
  await openHome(page);
  const parts = demo(page);
  const {tree, suggestions} = parts;
  const tooltip = page.getByRole('tooltip');
  // Two neighbouring rows: the first tooltip is still open, so the second needs no wait.
  const [, first, second] = openFolder.type === 'folder' ? openFolder.children : [];
  await tree.getByText(first!.name, {exact: true}).hover();
  await page.clock.runFor(tooltipDelay);
  await expect(tooltip).toContainText(`Relevance ${first!.score}%`);
  await tree.getByText(second!.name, {exact: true}).hover();
  await expect(tooltip).toContainText(`Relevance ${second!.score}%`);
  await expect(tooltip).toHaveCount(1);
  // Out to empty space for longer than the skip delay: the full delay applies again.
  await page.mouse.move(0, 0);
  await page.clock.runFor(skipDelay + 200);
  await expect(tooltip).toHaveCount(0);
  await tree.getByText(openFolder.name).hover();
  await page.clock.runFor(tooltipDelay - 1);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(tooltip).toContainText(`Relevance ${openFolder.score}%`);
  await expect(tooltip).toContainText(statusLabels[openFolder.status].label);
  const active = tree.getByRole('treeitem', {name: openFolder.name});
  await expect(active).toHaveAccessibleDescription(new RegExp(`Relevance ${openFolder.score}%`));
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);

  // From the keyboard, the pointer away: within the skip delay the next opens at once.
  await page.mouse.move(0, 0);
  await suggestions.first().focus();
  await page.clock.runFor(tooltipDelay);
  await expect(tooltip).toContainText(actionOf(defaultActionNames[0]!).hint);
  await page.keyboard.press('Tab');
  await expect(tooltip).toContainText(actionOf(defaultActionNames[1]!).hint);

  // Folders open and close on a click (the script still on its first message, held by focus).
  const archive = tree.getByRole('treeitem', {name: closedFolder.name});
  const retro = tree.getByRole('treeitem', {name: closedChildren[0]!.name});
  await expect(retro).toHaveCount(0);
  await archive.getByText(closedFolder.name).click();
  await expect(retro).toBeVisible();
  await archive.getByText(closedFolder.name).click();
  await expect(retro).toHaveCount(0);

  // One tab stop in the tree, on the row in focus; arrows, Home and End move, Enter and Space
  // toggle (aria-expanded), Right opens a closed folder or enters it, Left closes it or goes up.
  await active.focus();
  const keys: [string, Locator, string | null][] = [
    ['Enter', active, 'false'],
    ['ArrowDown', archive, 'false'],
    ['Space', archive, 'true'],
    ['ArrowRight', retro, null],
    ['ArrowLeft', archive, 'true'],
    ['End', tree.getByRole('treeitem').last(), null],
    ['Home', active, 'false'],
    ['ArrowDown', archive, 'true'],
    ['ArrowLeft', archive, 'false'],
    ['ArrowRight', archive, 'true'],
    ['ArrowUp', active, 'false'],
  ];
  for (const [index, [key, focused, expanded]] of keys.entries()) {
    await page.keyboard.press(key);
    const step = `key ${index + 1}, ${key}`;
    await expect(focused, step).toBeFocused();
    await expect(focused, step).toHaveAttribute('tabindex', '0');
    if (expanded) await expect(focused, step).toHaveAttribute('aria-expanded', expanded);
    await expect(tree.locator('[role="treeitem"][tabindex="0"]'), step).toHaveCount(1);
  }

  // The chat sends only non-blank messages, and suggests what was typed (Enter sends: above).
  const send = parts.section.getByRole('button', {name: 'Send message'});
  await expect(suggestions).toHaveText(defaultActionNames.map((name) => actionOf(name).label));
  await parts.input.focus();
  await page.keyboard.press('Enter');
  await parts.input.fill('    ');
  await expect(send).toBeDisabled();
  await page.keyboard.press('Enter');
  await expect(parts.messages).toHaveCount(1);

  await parts.input.fill('Remind me to tell the team on Slack');
  await send.click();
  await expect(parts.messages).toHaveCount(2);
  await expect(parts.messages.last()).toContainText('Remind me to tell the team on Slack');
  await expect(parts.input).toHaveValue('');
  await expect(suggestions.first()).toHaveText(actionOf('slack').label);

  // A suggested action adds its request to the chat, honestly, as the visitor's message.
  await suggestions.first().click();
  await expect(parts.messages).toHaveCount(3);
  await expect(parts.messages.last()).toContainText(actionOf('slack').action);
});

test('with reduced motion shows everything still until played, and replies at once', async ({
  openContext,
}) => {
  const page = await (await openContext({reducedMotion: 'reduce'})).newPage();
  await openHome(page);
  const parts = demo(page);
  await parts.section.scrollIntoViewIfNeeded();
  await parts.after(0, {messages: scriptedMessages.length, highlights: marks, banner: true});
  await expect(parts.playPause).toHaveText(demoControls.play);
  await parts.after(30_000, {page: 0, capturing: false});
  const animations = await parts.section
    .locator('*')
    .evaluateAll((all) =>
      all.flatMap((at) =>
        [null, '::after'].map((part) => getComputedStyle(at, part).animationName),
      ),
    );
  expect(animations.filter((name) => name !== 'none')).toEqual([]);
  await parts.playPause.click();
  await parts.after(6000, {page: 1, capturing: false});
  // A message sent is answered at once, with no time passing.
  const shown = await parts.messages.count();
  await parts.input.fill('What did I read?');
  await parts.input.press('Enter');
  await parts.after(0, {messages: shown + 2});
});

test.describe('on a 375 px phone', () => {
  test.use({viewport: {width: 375, height: 812}});

  test(`plays a whole loop showing every tree row, the whole page and the latest messages, its panes stacked; “${demoControls.play}” pressed with little of the demo on screen brings it into view and plays`, async ({
    page,
  }) => {
    test.slow();
    await openHome(page);
    const parts = demo(page);
    await parts.scrollIn();
    // Each row's own line (the name, score and status), not its open children.
    const rows = parts.tree.locator('[role="treeitem"] > div');
    const documentBody = parts.documentView.getByRole('group');
    const pageMs = demoTiming.pageIntervalMs;
    // A second into each page, the whole page down to its banner is in sight without scrolling.
    for (const {title} of documentPages) {
      await page.clock.runFor(1000);
      await expect(parts.title).toHaveText(title);
      await expect(parts.banner).toBeVisible();
      expect(await wholeInside(parts.banner, documentBody), title).toBe(1);
      await page.clock.runFor(pageMs - 1000);
    }

    const rowCount = await rows.count();
    expect(rowCount).toBe(await parts.tree.getByRole('treeitem').count());
    expect(await wholeInside(rows, parts.tree)).toBe(rowCount);
    await expect(parts.messages).toHaveCount(scriptedMessages.length);
    expect(await wholeInside(parts.messages.filter({hasText: /./}).last(), parts.log)).toBe(1);
    expect(await wholeInside(parts.messages.nth(-2), parts.log)).toBe(1);
    await parts.tree.getByText(closedFolder.name).click();
    await expect(rows).toHaveCount(rowCount + closedChildren.length);
    expect(await wholeInside(rows, parts.tree)).toBe(rowCount + closedChildren.length);
    const tree = await parts.tree.boundingBox();
    const view = await parts.documentView.boundingBox();
    expect(tree && view && view.y >= tree.y + tree.height - 1).toBe(true);

    const shown = await parts.title.textContent();
    const index = documentPages.findIndex(({title}) => title === shown);
    await parts.playPause.click();
    // Scroll until the button sits at the bottom of the screen: under 20 % of the demo shows.
    await parts.playPause.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 8),
    );
    await expect(parts.playPause).toBeInViewport();
    await expect(parts.root).not.toBeInViewport({ratio: 0.2});
    await parts.playPause.click();
    await expect(parts.playPause).toHaveText(demoControls.pause);
    await expect(parts.root).toBeInViewport({ratio: 0.2});
    await parts.after(pageMs, {playing: true, page: (index + 1) % documentPages.length});
  });
});
