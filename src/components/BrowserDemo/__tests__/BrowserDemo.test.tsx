import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {contextTree, demoTiming, initiallyOpenFolders, statusLabels} from '@site/src/data/demo';
import {treeItems} from '@site/src/data/__tests__/helpers';
import BrowserDemo from '..';
import {scoreTone} from '../schedule';

/** A controllable IntersectionObserver: the test decides when the demo is on screen. */
const observers: IntersectionObserverCallback[] = [];
window.IntersectionObserver = function (callback: IntersectionObserverCallback) {
  observers.push(callback);
  return {observe: () => {}, unobserve: () => {}, takeRecords: () => [], disconnect: () => {}};
} as unknown as typeof IntersectionObserver;
window.matchMedia = () =>
  ({matches: false, addEventListener: () => {}, removeEventListener: () => {}}) as never;

const row = (name: string) => within(screen.getByRole('tree')).getByText(name).closest('div')!;

// What it shows and when, its replies and their timing: tests/e2e/demo.spec.ts.
it('fades rows in by their place and depth once on screen; says each status in text, and scores in their colour band', () => {
  render(<BrowserDemo />);
  const delay = (index: number, depth: number) =>
    `${index * demoTiming.fadeIndexMs + depth * demoTiming.fadeDepthMs}ms`;
  const last = contextTree.at(-1)!;
  expect(row(last.name).className).not.toContain('fadeIn');
  const entry = {isIntersecting: true, intersectionRatio: 1} as IntersectionObserverEntry;
  act(() => observers.forEach((observer) => observer([entry], {} as IntersectionObserver)));
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
