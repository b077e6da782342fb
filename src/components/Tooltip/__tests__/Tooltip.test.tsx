import {act, fireEvent, render, screen} from '@testing-library/react';
import {openDelay, useTooltip} from '..';
import {spec} from '../../../../tests/shared/spec';

const {delayMs: delay, skipDelayMs: skip} = spec.demo.tooltip;

function Tip({label}: {label: string}) {
  const {setAnchor, triggerProps, describedBy, tooltip} = useTooltip<HTMLButtonElement>(
    `About ${label}`,
  );
  return (
    <>
      <button ref={setAnchor} aria-describedby={describedBy} {...triggerProps}>
        {label}
      </button>
      {tooltip}
    </>
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

// Tooltips share when the last one closed, and each test's fake clock starts again at 0:
// each test starts a minute past the one before, so none skips the delay by accident.
let start = 0;
beforeEach(() => {
  jest.useFakeTimers();
  start += 60_000;
  jest.advanceTimersByTime(start);
});
afterEach(() => jest.useRealTimers());

it(`waits ${delay} ms, or none within ${skip} ms of another closing`, () => {
  expect(openDelay(10_000, Number.NEGATIVE_INFINITY)).toBe(delay);
  expect(openDelay(10_000, 10_000 - skip + 50)).toBe(0);
  expect(openDelay(10_000, 10_000 - skip)).toBe(delay);
  expect(openDelay(10_000, Number.NEGATIVE_INFINITY, true)).toBe(0);
});

it('opens on hover after the delay, describes its trigger, and Escape dismisses it', () => {
  render(<Tip label="Score" />);
  const button = screen.getByRole('button', {name: 'Score'});
  fireEvent.pointerEnter(button);
  advance(delay - 1);
  expect(screen.queryByRole('tooltip')).toBeNull();
  advance(1);
  const tooltip = screen.getByRole('tooltip');
  expect(tooltip.textContent).toBe('About Score');
  expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
  fireEvent.keyDown(document, {key: 'Escape'});
  expect(screen.queryByRole('tooltip')).toBeNull();
  expect(button.getAttribute('aria-describedby')).toBeNull();
});

it('opens on keyboard focus, and the next one at once within the skip delay', () => {
  render(
    <>
      <Tip label="One" />
      <Tip label="Two" />
    </>,
  );
  act(() => screen.getByRole('button', {name: 'One'}).focus());
  advance(delay);
  expect(screen.getByRole('tooltip').textContent).toBe('About One');
  act(() => screen.getByRole('button', {name: 'Two'}).focus());
  expect(screen.getByRole('tooltip').textContent).toBe('About Two');
  act(() => screen.getByRole('button', {name: 'Two'}).blur());
  expect(screen.queryByRole('tooltip')).toBeNull();
  advance(skip + 1);
  act(() => screen.getByRole('button', {name: 'One'}).focus());
  expect(screen.queryByRole('tooltip')).toBeNull();
  advance(delay);
  expect(screen.getAllByRole('tooltip')).toHaveLength(1);
});
// Moving the pointer straight to the next one: tests/e2e/demo.spec.ts, in a real browser.
