import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {
  contextTree,
  demoReply,
  demoTiming,
  initiallyOpenFolders,
  scriptedMessages,
  statusLabels,
} from '@site/src/data/demo';
import {treeItems} from '@site/src/data/__tests__/helpers';
import BrowserDemo from '..';
import {scoreTone} from '../schedule';

/** A controllable IntersectionObserver: tests decide when the demo is on screen. */
const observers: IntersectionObserverCallback[] = [];
let reducedMotion = false;

beforeEach(() => {
  jest.useFakeTimers();
  observers.length = 0;
  reducedMotion = false;
  window.IntersectionObserver = function (callback: IntersectionObserverCallback) {
    observers.push(callback);
    return {observe: () => {}, unobserve: () => {}, takeRecords: () => [], disconnect: () => {}};
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

function scrollIntoView(): void {
  act(() => {
    const entry = {isIntersecting: true, intersectionRatio: 1} as IntersectionObserverEntry;
    for (const observer of observers) observer([entry], {} as IntersectionObserver);
  });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const messages = () => within(screen.getByRole('log')).queryAllByRole('listitem');
const sendMessage = (text: string): void => {
  const input = screen.getByRole('textbox', {name: /message/});
  fireEvent.change(input, {target: {value: text}});
  fireEvent.submit(input.closest('form')!);
};
const row = (name: string): HTMLElement =>
  within(screen.getByRole('tree')).getByText(name).closest('div')!;

// What it shows and when, and its replies: tests/e2e/demo.spec.ts.
it('with reduced motion replies at once, with the whole script shown', () => {
  reducedMotion = true;
  render(<BrowserDemo />);
  scrollIntoView();
  sendMessage('What did I read on Monday?');
  expect(messages()).toHaveLength(scriptedMessages.length + 2);
});

it('answers a run of sent messages once, after the last', () => {
  render(<BrowserDemo />);
  sendMessage('What did I read on Monday?');
  advance(demoReply.delayMs / 2);
  sendMessage('Or on Tuesday?');
  const sent = messages().length;
  advance(demoReply.delayMs - 1);
  expect(messages()).toHaveLength(sent);
  advance(1);
  expect(messages()).toHaveLength(sent + 1);
  expect(messages().at(-1)?.textContent).toContain(demoReply.texts[0]);
});

it('fades rows in by their place and depth once on screen; says each status in text, and scores in their colour band', () => {
  render(<BrowserDemo />);
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
  const items = treeItems(contextTree);
  // Parents come first, so a folder inside a closed one is on screen when its turn comes.
  for (const item of items) {
    if (item.type === 'folder' && !initiallyOpenFolders.includes(item.id))
      fireEvent.click(within(screen.getByRole('tree')).getByText(item.name));
  }
  for (const item of items) {
    within(row(item.name)).getByText(statusLabels[item.status].label);
    const tone = scoreTone(item.score);
    expect(within(row(item.name)).getByText(`${item.score}%`).className).toContain(`score_${tone}`);
    expect(row(item.name).className.includes('rowHigh')).toBe(tone === 'high');
  }
});
