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

function scrollIntoView(visible = true): void {
  act(() => {
    for (const observer of observers) {
      const entry = {isIntersecting: visible, intersectionRatio: visible ? 1 : 0};
      observer.callback([entry as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const documentTitle = (): string =>
  within(screen.getByRole('region', {name: /Document/})).getByRole('heading').textContent ?? '';
const messageCount = (): number =>
  within(screen.getByRole('log')).queryAllByRole('listitem').length;
const lastMessage = (): HTMLElement =>
  within(screen.getByRole('log')).getAllByRole('listitem').at(-1)!;
const sendMessage = (text: string): void => {
  const input = screen.getByRole('textbox', {name: /message/});
  fireEvent.change(input, {target: {value: text}});
  fireEvent.submit(input.closest('form')!);
};

// What the demo shows and when is tested in the browser (tests/e2e/demo.spec.ts); here, the
// timers it costs the page: none until it is on screen or while it is paused, one at a time
// while it plays, and none once it is gone.
it('runs no timer off screen or paused, one at a time while playing, none after unmounting', () => {
  const {unmount} = render(<BrowserDemo />);
  expect(documentTitle()).toBe(documentPages[0]!.title);
  expect(messageCount()).toBe(1);
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
  reducedMotion = true;
  render(<BrowserDemo />);
  scrollIntoView();
  expect(messageCount()).toBe(scriptedMessages.length);
  expect(jest.getTimerCount()).toBe(0);
});

it('says every status in text, and scores with their colour band', () => {
  render(<BrowserDemo />);
  const tree = screen.getByRole('tree');
  // Parents come first, so a folder inside a closed one is on screen when its turn comes.
  for (const item of treeItems(contextTree)) {
    if (item.type === 'folder' && !initiallyOpenFolders.includes(item.id)) {
      fireEvent.click(within(tree).getByText(item.name));
    }
  }
  for (const item of treeItems(contextTree)) {
    const row = within(tree).getByText(item.name).closest('div')!;
    expect(within(row).getByText(statusLabels[item.status].label)).toBeTruthy();
    const tone = scoreTone(item.score);
    expect(within(row).getByText(`${item.score}%`).className).toContain(`score_${tone}`);
    expect(row.className.includes('rowHigh')).toBe(tone === 'high');
  }
});

it('fades tree items in, by their place among their siblings and their depth, once on screen', () => {
  render(<BrowserDemo />);
  const tree = screen.getByRole('tree');
  const row = (name: string): HTMLElement => within(tree).getByText(name).closest('div')!;
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
  render(<BrowserDemo />);
  // Off screen, so the script is still: the reply answers the visitor, not the script.
  sendMessage('   ');
  expect(messageCount()).toBe(1);
  expect(jest.getTimerCount()).toBe(0);
  sendMessage('What did I read on Monday?');
  expect(messageCount()).toBe(2);
  expect(jest.getTimerCount()).toBe(1);
  advance(demoReply.delayMs - 1);
  expect(messageCount()).toBe(2);
  advance(1);
  expect(messageCount()).toBe(3);
  expect(lastMessage().textContent).toContain(demoReply.texts[0]);
  const link = within(lastMessage()).getByRole('link', {name: new RegExp(demoReply.link.label)});
  expect(link.getAttribute('href')).toBe(demoReply.link.href);
  expect(jest.getTimerCount()).toBe(0);
  // Two messages in a row get one reply, after the second.
  sendMessage('And on Tuesday?');
  advance(demoReply.delayMs / 2);
  sendMessage('Or Wednesday?');
  advance(demoReply.delayMs);
  expect(messageCount()).toBe(6);
  expect(lastMessage().textContent).toContain(demoReply.texts[1 % demoReply.texts.length]);
});

it('with reduced motion replies at once, with no timer', () => {
  reducedMotion = true;
  render(<BrowserDemo />);
  sendMessage('What did I read on Monday?');
  expect(messageCount()).toBe(scriptedMessages.length + 2);
  expect(lastMessage().textContent).toContain(demoReply.texts[0]);
  expect(jest.getTimerCount()).toBe(0);
});
