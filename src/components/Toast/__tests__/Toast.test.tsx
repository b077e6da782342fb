import {act, fireEvent, render, screen} from '@testing-library/react';
import {ToastProvider, useToast, type ToastInput} from '..';
import {spec} from '../../../../tests/shared/spec';

function Trigger({input, label}: {input: ToastInput; label: string}) {
  const notify = useToast();
  return (
    <button type="button" onClick={() => notify(input)}>
      {label}
    </button>
  );
}

const mac = {
  key: 'mac',
  message: 'The macOS beta is sent to waitlist members first.',
  action: {label: 'Join the waitlist', href: 'https://forms.test/waitlist'},
};

function renderWithTriggers() {
  return render(
    <ToastProvider>
      {[1, 2, 3, 4].map((n) => (
        <Trigger key={n} label={`show ${n}`} input={{key: `k${n}`, message: `Notice ${n}`}} />
      ))}
      <Trigger label="show mac" input={mac} />
    </ToastProvider>,
  );
}

const trigger = (n: number | string) => screen.getByRole('button', {name: `show ${n}`});
const show = (n: number | string) => fireEvent.click(trigger(n));
const notices = () => screen.queryAllByRole('listitem');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('announces notices in a polite live region that exists before the first one', () => {
  renderWithTriggers();
  const region = screen.getByRole('region', {name: 'Notifications'});
  const live = region.querySelector('[aria-live="polite"]');
  expect(live).not.toBeNull();
  show('mac');
  expect(live?.textContent).toContain(mac.message);
  const link = screen.getByRole('link', {name: mac.action.label});
  expect(link).toMatchObject({href: mac.action.href, target: '_blank'});
});

it(`closes a notice after ${spec.noticeMs} ms, cleaning up its timer, and leaves none after unmounting`, () => {
  const {unmount} = renderWithTriggers();
  show(1);
  advance(spec.noticeMs - 1);
  expect(notices()).toHaveLength(1);
  advance(1);
  expect(notices()).toHaveLength(0);
  expect(jest.getTimerCount()).toBe(0);
  show(1);
  show(2);
  expect(jest.getTimerCount()).toBe(2);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});

it('shows at most three at once', () => {
  renderWithTriggers();
  for (const n of [1, 2, 3, 4]) show(n);
  const newest = [2, 3, 4].map((n) => expect.stringContaining(`Notice ${n}`));
  expect(notices().map((item) => item.textContent)).toEqual(newest);
  expect(jest.getTimerCount()).toBe(3);
});

it('is dismissed by its close button or Escape, returning focus to the trigger', () => {
  renderWithTriggers();
  const close = () => screen.getByRole('button', {name: 'Dismiss notification'});
  act(() => trigger(1).focus());
  show(1);
  fireEvent.click(close());
  expect(notices()).toHaveLength(0);
  expect(document.activeElement).toBe(trigger(1));

  show(1);
  act(() => close().focus());
  fireEvent.keyDown(close(), {key: 'Escape'});
  expect(notices()).toHaveLength(0);
  expect(document.activeElement).toBe(trigger(1));
});

it.each([
  ['the pointer', fireEvent.mouseEnter, fireEvent.mouseLeave],
  ['focus', fireEvent.focus, fireEvent.blur],
])(
  `waits while %s is on a notice, then closes ${spec.noticeMs} ms after it leaves`,
  (_, enter, leave) => {
    renderWithTriggers();
    show(1);
    const [notice] = notices();
    enter(notice!);
    advance(10_000);
    expect(notices()).toHaveLength(1);
    leave(notice!);
    advance(spec.noticeMs);
    expect(notices()).toHaveLength(0);
  },
);

it('refuses to work outside a provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Trigger label="x" input={{key: 'x', message: 'x'}} />)).toThrow(
    /ToastProvider/,
  );
});
