import {act, fireEvent, render, screen} from '@testing-library/react';
import {ToastProvider, useToast, type ToastInput} from '..';

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

const notices = () => screen.queryAllByRole('listitem');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('announces notices in a polite live region that exists before the first one', () => {
  renderWithTriggers();
  const region = screen.getByRole('region', {name: 'Notifications'});
  const live = region.querySelector('[aria-live="polite"]');
  expect(live).not.toBeNull();
  fireEvent.click(screen.getByRole('button', {name: 'show mac'}));
  expect(live?.textContent).toContain(mac.message);
  const link = screen.getByRole('link', {name: mac.action.label});
  expect(link).toMatchObject({href: mac.action.href, target: '_blank'});
});

it('closes a notice after 4000 ms, cleaning up its timer, and leaves none after unmounting', () => {
  const {unmount} = renderWithTriggers();
  fireEvent.click(screen.getByRole('button', {name: 'show 1'}));
  act(() => jest.advanceTimersByTime(3999));
  expect(notices()).toHaveLength(1);
  act(() => jest.advanceTimersByTime(1));
  expect(notices()).toHaveLength(0);
  expect(jest.getTimerCount()).toBe(0);
  fireEvent.click(screen.getByRole('button', {name: 'show 1'}));
  fireEvent.click(screen.getByRole('button', {name: 'show 2'}));
  expect(jest.getTimerCount()).toBe(2);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});

it('shows at most three at once', () => {
  renderWithTriggers();
  for (const n of [1, 2, 3, 4]) fireEvent.click(screen.getByRole('button', {name: `show ${n}`}));
  expect(notices().map((item) => item.textContent)).toEqual([
    expect.stringContaining('Notice 2'),
    expect.stringContaining('Notice 3'),
    expect.stringContaining('Notice 4'),
  ]);
  expect(jest.getTimerCount()).toBe(3);
});

it('is dismissed by its close button or Escape, returning focus to the trigger', () => {
  renderWithTriggers();
  const trigger = screen.getByRole('button', {name: 'show 1'});
  act(() => trigger.focus());
  fireEvent.click(trigger);
  fireEvent.click(screen.getByRole('button', {name: 'Dismiss notification'}));
  expect(notices()).toHaveLength(0);
  expect(document.activeElement).toBe(trigger);

  fireEvent.click(trigger);
  const close = screen.getByRole('button', {name: 'Dismiss notification'});
  act(() => close.focus());
  fireEvent.keyDown(close, {key: 'Escape'});
  expect(notices()).toHaveLength(0);
  expect(document.activeElement).toBe(trigger);
});

it('waits while the pointer or focus is on a notice, then closes 4000 ms after it leaves', () => {
  renderWithTriggers();
  fireEvent.click(screen.getByRole('button', {name: 'show 1'}));
  const [notice] = notices();
  fireEvent.mouseEnter(notice!);
  act(() => jest.advanceTimersByTime(10_000));
  expect(notices()).toHaveLength(1);
  fireEvent.mouseLeave(notice!);
  act(() => jest.advanceTimersByTime(4000));
  expect(notices()).toHaveLength(0);
});

it('refuses to work outside a provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Trigger label="x" input={{key: 'x', message: 'x'}} />)).toThrow(
    /ToastProvider/,
  );
});
