import {act, fireEvent, renderHook, screen} from '@testing-library/react';
import {ToastProvider, useToast} from '..';
import {spec} from '../../../../tests/shared/spec';

// Live region, focus, Escape, dismiss button, action: the notice steps of tests/e2e/home.spec.ts.

let notify: ReturnType<typeof useToast>;
const show = (n: number) => act(() => notify({key: `k${n}`, message: `Notice ${n}`}));
const notices = () => screen.queryAllByRole('listitem');
const shown = () => notices().map((item) => /Notice (\d)/.exec(item.textContent ?? '')?.[1]);
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  notify = renderHook(useToast, {wrapper: ToastProvider}).result.current;
});
afterEach(() => jest.useRealTimers());

it('shows at most three, the newest; one shown again moves to the newest, its time restarted', () => {
  for (const n of [1, 2, 3, 4]) show(n);
  expect(shown()).toEqual(['2', '3', '4']);
  expect(jest.getTimerCount()).toBe(3);
  advance(spec.noticeMs - 1);
  show(3);
  expect(shown()).toEqual(['2', '4', '3']);
  advance(1);
  expect(shown()).toEqual(['3']);
});

it(`waits while the pointer is on a notice, then closes ${spec.noticeMs} ms after it leaves`, () => {
  show(1);
  const [notice] = notices();
  fireEvent.mouseEnter(notice!);
  advance(10_000);
  expect(notices()).toHaveLength(1);
  fireEvent.mouseLeave(notice!);
  advance(spec.noticeMs - 1);
  expect(notices()).toHaveLength(1);
  advance(1);
  expect(notices()).toHaveLength(0);
});
