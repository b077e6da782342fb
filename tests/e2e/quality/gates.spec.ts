import {spawnSync} from 'node:child_process';
import {root} from '../built';
import {test, expect, gotoHydrated} from '../fixtures';
import {recordLayoutShifts} from '../checks';
import {scrollThrough} from './pages';

/** Whole-site gates; the per-page ones are in pages.spec.ts. */

for (const width of [1280, 375]) {
  test(`the home page does not shift while it loads and its demo runs (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 812});
    const layoutShifts = await recordLayoutShifts(page);
    // The demo runs on timers; the fake clock plays minutes of it in no time.
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.locator('#browser-demo').scrollIntoViewIfNeeded();
    for (let second = 0; second < 60; second += 1) await page.clock.runFor(1000);
    await scrollThrough(page);
    await page.clock.runFor(5000);
    // Layout-shift entries are delivered after the next frame.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    expect(await layoutShifts(), 'layout shifts').toEqual([]);
  });
}

test('internal links and anchors all resolve (linkinator over the served site)', () => {
  const base = test.info().project.use.baseURL ?? '';
  // Every link and anchor of this origin, from the home page; other hosts are not fetched.
  const flags = '--recurse --clean-urls --check-fragments --concurrency 4 --timeout 20000';
  const args = [`${base}/`, ...flags.split(' '), '--format', 'json', '--skip', `^(?!${base}/)`];
  const run = spawnSync('npx', ['linkinator', ...args], {cwd: root, encoding: 'utf8'});
  expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  expect(run.stdout).toMatch(/"state": "OK"/);
});
