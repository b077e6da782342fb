import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {documentPages, scriptedMessages} from '@site/src/data/demo';
import BrowserDemo from '..';

/** A controllable IntersectionObserver: tests decide when the demo is on screen. */
const observers: {callback: IntersectionObserverCallback; disconnected: boolean}[] = [];
let reducedMotion = false;

beforeEach(() => {
  jest.useFakeTimers();
  observers.length = 0;
  reducedMotion = false;
  window.IntersectionObserver = class {
    private record: {callback: IntersectionObserverCallback; disconnected: boolean};
    constructor(callback: IntersectionObserverCallback) {
      this.record = {callback, disconnected: false};
      observers.push(this.record);
    }
    observe(): void {}
    unobserve(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
    disconnect(): void {
      this.record.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
  window.matchMedia = (query: string) =>
    ({
      matches: reducedMotion && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
});

afterEach(() => {
  jest.useRealTimers();
});

function scrollIntoView(visible = true): void {
  act(() => {
    for (const observer of observers) {
      const entry = {isIntersecting: visible, intersectionRatio: visible ? 1 : 0};
      observer.callback([entry as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

function advance(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

const documentTitle = (): string =>
  within(screen.getByRole('region', {name: /Document/})).getByRole('heading').textContent ?? '';
const messageCount = (): number =>
  within(screen.getByRole('log')).queryAllByRole('listitem').length;
const capturing = (): boolean =>
  screen.getByText('Capturing page').className.includes('capturingOn');
const highlights = (): number =>
  screen.getByRole('region', {name: /Document/}).querySelectorAll('mark').length;

describe('BrowserDemo', () => {
  it('renders a still first frame and runs no timer until it is on screen', () => {
    render(<BrowserDemo />);
    expect(screen.getByRole('tree')).toBeTruthy();
    expect(documentTitle()).toBe(documentPages[0]!.title);
    expect(messageCount()).toBe(1);
    expect(screen.getByText('gpt-4.1-mini')).toBeTruthy();
    expect(screen.getByText('temperature 0.7')).toBeTruthy();
    advance(30000);
    expect(documentTitle()).toBe(documentPages[0]!.title);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('plays the script once on screen: messages, highlights, pages and capture', () => {
    render(<BrowserDemo />);
    scrollIntoView();
    // One pending timer at a time: the next scheduled change.
    expect(jest.getTimerCount()).toBe(1);
    advance(999);
    expect(highlights()).toBe(0);
    advance(1);
    expect(highlights()).toBe(3);
    expect(screen.getByText('Cross-referenced').closest('div')?.className).toContain('bannerOn');
    advance(1000);
    expect(messageCount()).toBe(2);
    advance(2000);
    expect(messageCount()).toBe(3);
    advance(1999);
    expect(documentTitle()).toBe(documentPages[0]!.title);
    expect(capturing()).toBe(false);
    advance(1);
    expect(documentTitle()).toBe(documentPages[1]!.title);
    expect(capturing()).toBe(true);
    expect(highlights()).toBe(0);
    expect(messageCount()).toBe(4);
    advance(2999);
    expect(capturing()).toBe(true);
    advance(1);
    expect(capturing()).toBe(false);
    advance(9000);
    expect(messageCount()).toBe(scriptedMessages.length);
    expect(documentTitle()).toBe(documentPages[3]!.title);
    advance(6000);
    expect(documentTitle()).toBe(documentPages[0]!.title);
  });

  it('stops while paused and resumes where it stopped (WCAG 2.2.2)', () => {
    render(<BrowserDemo />);
    scrollIntoView();
    advance(4500);
    fireEvent.click(screen.getByRole('button', {name: 'Pause demo'}));
    expect(jest.getTimerCount()).toBe(0);
    advance(60000);
    expect(messageCount()).toBe(3);
    expect(documentTitle()).toBe(documentPages[0]!.title);
    fireEvent.click(screen.getByRole('button', {name: 'Play demo'}));
    // 4.5 s had passed; the page turns 1.5 s after resuming, not 6 s.
    advance(1499);
    expect(documentTitle()).toBe(documentPages[0]!.title);
    advance(1);
    expect(documentTitle()).toBe(documentPages[1]!.title);
  });

  it('pauses off screen and in a hidden tab', () => {
    render(<BrowserDemo />);
    scrollIntoView();
    advance(2000);
    scrollIntoView(false);
    advance(60000);
    expect(messageCount()).toBe(2);
    scrollIntoView();
    advance(2000);
    expect(messageCount()).toBe(3);

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(60000);
    expect(messageCount()).toBe(3);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(2000);
    expect(messageCount()).toBe(4);
  });

  it('leaves no timer or observer behind when it unmounts', () => {
    const {unmount} = render(<BrowserDemo />);
    scrollIntoView();
    advance(3000);
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('with reduced motion shows everything still and moves only when played', () => {
    reducedMotion = true;
    render(<BrowserDemo />);
    scrollIntoView();
    expect(messageCount()).toBe(scriptedMessages.length);
    expect(highlights()).toBe(3);
    expect(capturing()).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
    advance(60000);
    expect(documentTitle()).toBe(documentPages[0]!.title);
    fireEvent.click(screen.getByRole('button', {name: 'Play demo'}));
    advance(6000);
    expect(documentTitle()).toBe(documentPages[1]!.title);
    expect(capturing()).toBe(false);
  });

  it('sends only non-blank messages, clears the input, and suggests by what was typed', () => {
    render(<BrowserDemo />);
    const input = screen.getByRole('textbox', {name: /message/});
    const send = screen.getByRole('button', {name: 'Send message'});
    const form = input.closest('form')!;
    expect(send).toHaveProperty('disabled', true);
    fireEvent.submit(form);
    fireEvent.change(input, {target: {value: '   '}});
    expect(send).toHaveProperty('disabled', true);
    fireEvent.submit(form);
    expect(messageCount()).toBe(1);
    fireEvent.change(input, {target: {value: '  Tell the team on slack  '}});
    fireEvent.submit(form);
    expect(messageCount()).toBe(2);
    expect(within(screen.getByRole('log')).getByText('Tell the team on slack')).toBeTruthy();
    expect(input).toHaveProperty('value', '');
    const actions = within(screen.getByRole('list', {name: /Suggested/})).getAllByRole('button');
    expect(actions[0]?.textContent).toContain('Slack');
  });

  it('appends a suggested action’s text as the visitor’s message when chosen', () => {
    render(<BrowserDemo />);
    const suggested = screen.getByRole('list', {name: /Suggested/});
    expect(
      within(suggested)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Create Jira ticket', 'Update Confluence', 'Open GitHub PR']);
    fireEvent.click(within(suggested).getByRole('button', {name: 'Open GitHub PR'}));
    expect(messageCount()).toBe(2);
    expect(within(screen.getByRole('log')).getByText(/GitHub pull request/)).toBeTruthy();
  });

  it('opens and closes folders by click and by keyboard, with a roving tab stop', () => {
    render(<BrowserDemo />);
    const archive = screen.getByRole('treeitem', {name: 'Sprint 3 Archive'});
    expect(archive.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(within(archive).getByText('Sprint 3 Archive'));
    expect(archive.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('treeitem', {name: 'Sprint 3 planning notes'})).toBeTruthy();
    fireEvent.keyDown(archive, {key: 'Enter'});
    expect(archive.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(archive, {key: ' '});
    expect(archive.getAttribute('aria-expanded')).toBe('true');

    const tabStops = screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
    const first = tabStops[0]!;
    act(() => first.focus());
    fireEvent.keyDown(first, {key: 'ArrowDown'});
    expect(document.activeElement?.getAttribute('aria-level')).toBe('2');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
  });

  it('says every status in text, and scores with their colour band', () => {
    render(<BrowserDemo />);
    const tree = screen.getByRole('tree');
    for (const status of ['Capturing', 'Processing', 'Completed']) {
      expect(within(tree).getAllByText(status).length).toBeGreaterThan(0);
    }
    fireEvent.click(within(tree).getByText('Sprint 3 Archive'));
    expect(within(tree).getAllByText('Archived').length).toBeGreaterThan(0);
    expect(within(tree).getByText('96%').className).toContain('score_high');
    expect(within(tree).getByText('88%').className).toContain('score_medium');
    expect(within(tree).getByText('64%').className).toContain('score_low');
    const activeRow = within(tree).getByText('Active Context').closest('div');
    expect(activeRow?.className).toContain('rowHigh');
  });

  it('fades tree items in with index × 300 ms + depth × 200 ms once on screen', () => {
    render(<BrowserDemo />);
    const row = (name: string): HTMLElement => screen.getByText(name).closest('div')!;
    expect(row('Knowledge Graph').className).not.toContain('fadeIn');
    scrollIntoView();
    expect(row('Knowledge Graph').className).toContain('fadeIn');
    expect(row('Active Context').style.animationDelay).toBe('0ms');
    expect(row('Knowledge Graph').style.animationDelay).toBe('600ms');
    expect(row('Sprint 3 board').style.animationDelay).toBe('500ms');
  });
});
