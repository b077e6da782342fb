import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {
  chatModel,
  contextTree,
  demoControls,
  demoReply,
  demoTiming,
  documentPages,
  initiallyOpenFolders,
  scriptedMessages,
  statusLabels,
} from '@site/src/data/demo';
import {treeItems} from '@site/src/data/__tests__/helpers';
import BrowserDemo from '..';
import {scoreTone} from '../schedule';

/** A controllable IntersectionObserver: tests decide when the demo is on screen. */
const observers: {callback: IntersectionObserverCallback; disconnected: boolean}[] = [];
let reducedMotion = false;

beforeEach(() => {
  jest.useFakeTimers();
  observers.length = 0;
  reducedMotion = false;
  window.IntersectionObserver = function (callback: IntersectionObserverCallback) {
    const record = {callback, disconnected: false};
    observers.push(record);
    const disconnect = () => (record.disconnected = true);
    return {observe: () => {}, unobserve: () => {}, takeRecords: () => [], disconnect};
  } as unknown as typeof IntersectionObserver;
  window.matchMedia = (query: string) =>
    ({
      matches: reducedMotion && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
});

afterEach(() => jest.useRealTimers());

/** Renders the demo, with the visitor's system asking for reduced motion or not. */
function renderDemo(reduced = false) {
  reducedMotion = reduced;
  return render(<BrowserDemo />);
}

function scrollIntoView(): void {
  act(() => {
    const entry = {isIntersecting: true, intersectionRatio: 1} as IntersectionObserverEntry;
    for (const observer of observers) observer.callback([entry], {} as IntersectionObserver);
  });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const documentTitle = (): string =>
  within(screen.getByRole('region', {name: /Document/})).getByRole('heading').textContent ?? '';
const messages = () => within(screen.getByRole('log')).queryAllByRole('listitem');
const lastMessage = (): HTMLElement => messages().at(-1)!;
const sendMessage = (text: string): void => {
  const input = screen.getByRole('textbox', {name: /message/});
  fireEvent.change(input, {target: {value: text}});
  fireEvent.submit(input.closest('form')!);
};
const row = (name: string): HTMLElement =>
  within(screen.getByRole('tree')).getByText(name).closest('div')!;

// What the demo shows and when is tested in the browser (tests/e2e/demo.spec.ts); here, the
// timers it costs the page.
it('runs no timer off screen or paused, one at a time while playing, none after unmounting', () => {
  const {unmount} = renderDemo();
  expect(documentTitle()).toBe(documentPages[0]!.title);
  expect(messages()).toHaveLength(1);
  expect(screen.getByText(`temperature ${chatModel.temperature}`)).toBeTruthy();
  advance(30000);
  expect(jest.getTimerCount()).toBe(0);
  scrollIntoView();
  expect(jest.getTimerCount()).toBe(1);
  advance(4500);
  expect(jest.getTimerCount()).toBe(1);
  fireEvent.click(screen.getByRole('button', {name: demoControls.pause}));
  expect(jest.getTimerCount()).toBe(0);
  fireEvent.click(screen.getByRole('button', {name: demoControls.play}));
  // 4.5 s had passed; the page turns 1.5 s after resuming, not 6 s.
  advance(1499);
  expect(documentTitle()).toBe(documentPages[0]!.title);
  advance(1);
  expect(documentTitle()).toBe(documentPages[1]!.title);
  expect(jest.getTimerCount()).toBeGreaterThan(0);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
  expect(observers.every((observer) => observer.disconnected)).toBe(true);
});

it('with reduced motion runs no timer until played', () => {
  renderDemo(true);
  scrollIntoView();
  expect(messages()).toHaveLength(scriptedMessages.length);
  expect(jest.getTimerCount()).toBe(0);
});

it('says every status in text, and scores with their colour band', () => {
  renderDemo();
  const items = treeItems(contextTree);
  // Parents come first, so a folder inside a closed one is on screen when its turn comes.
  for (const item of items) {
    if (item.type === 'folder' && !initiallyOpenFolders.includes(item.id))
      fireEvent.click(within(screen.getByRole('tree')).getByText(item.name));
  }
  for (const item of items) {
    expect(within(row(item.name)).getByText(statusLabels[item.status].label)).toBeTruthy();
    const tone = scoreTone(item.score);
    expect(within(row(item.name)).getByText(`${item.score}%`).className).toContain(`score_${tone}`);
    expect(row(item.name).className.includes('rowHigh')).toBe(tone === 'high');
  }
});

it('fades tree items in, by their place among their siblings and their depth, once on screen', () => {
  renderDemo();
  const delay = (index: number, depth: number) =>
    `${index * demoTiming.fadeIndexMs + depth * demoTiming.fadeDepthMs}ms`;
  const last = contextTree.at(-1)!;
  expect(row(last.name).className).not.toContain('fadeIn');
  scrollIntoView();
  expect(row(last.name).className).toContain('fadeIn');
  contextTree.forEach((item, index) => {
    expect(row(item.name).style.animationDelay).toBe(delay(index, 0));
    if (item.type !== 'folder' || !initiallyOpenFolders.includes(item.id)) return;
    item.children.forEach((child, at) => {
      expect(row(child.name).style.animationDelay).toBe(delay(at, 1));
    });
  });
});

it('answers a sent message after its pause, paused or not, with the demo’s reply and the waitlist', () => {
  renderDemo();
  // Off screen, so the script is still: the reply answers the visitor, not the script.
  sendMessage('   ');
  expect(messages()).toHaveLength(1);
  expect(jest.getTimerCount()).toBe(0);
  sendMessage('What did I read on Monday?');
  expect(messages()).toHaveLength(2);
  expect(jest.getTimerCount()).toBe(1);
  advance(demoReply.delayMs - 1);
  expect(messages()).toHaveLength(2);
  advance(1);
  expect(messages()).toHaveLength(3);
  expect(lastMessage().textContent).toContain(demoReply.texts[0]);
  const link = within(lastMessage()).getByRole('link', {name: new RegExp(demoReply.link.label)});
  expect(link.getAttribute('href')).toBe(demoReply.link.href);
  expect(jest.getTimerCount()).toBe(0);
  // Two messages in a row get one reply, after the second.
  sendMessage('And on Tuesday?');
  advance(demoReply.delayMs / 2);
  sendMessage('Or Wednesday?');
  advance(demoReply.delayMs);
  expect(messages()).toHaveLength(6);
  expect(lastMessage().textContent).toContain(demoReply.texts[1 % demoReply.texts.length]);
});

it('with reduced motion replies at once, with no timer', () => {
  renderDemo(true);
  sendMessage('What did I read on Monday?');
  expect(messages()).toHaveLength(scriptedMessages.length + 2);
  expect(lastMessage().textContent).toContain(demoReply.texts[0]);
  expect(jest.getTimerCount()).toBe(0);
});
