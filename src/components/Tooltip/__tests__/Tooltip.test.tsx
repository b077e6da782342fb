import {openDelay} from '..';
import {spec} from '../../../../tests/shared/spec';

const {delayMs: delay, skipDelayMs: skip} = spec.demo.tooltip;

// Hover, focus, the description, Escape and the skip delay in use: tests/e2e/demo.spec.ts.
it(`waits ${delay} ms, or none within ${skip} ms of another closing or while another is open`, () => {
  expect(openDelay(10_000, Number.NEGATIVE_INFINITY)).toBe(delay);
  expect(openDelay(10_000, 10_000 - skip + 50)).toBe(0);
  expect(openDelay(10_000, 10_000 - skip)).toBe(delay);
  expect(openDelay(10_000, Number.NEGATIVE_INFINITY, true)).toBe(0);
});
