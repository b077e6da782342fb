/** The demo's CPU cost in view (playing, paused), then scrolled away (README.md, Method). */
/* global window -- used inside the page */
import {browserName, waitForHydration} from './startup.mjs';

const width = 1280;

/** Measures the demo at `url`, prints the phases and returns them with the seconds and width. */
export async function demoCost(browser, url) {
  const seconds = 30;
  // Short enough that the demo starts below the fold, as on the real home page.
  const page = await browser.newPage({viewport: {width, height: 600}});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForTimeout(2000); // let loading settle before measuring
  const demo = page.locator('#browser-demo');
  const snapshot = async () => {
    const {metrics} = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map(({name, value}) => [name, value]));
  };
  const measure = async (phase, setup) => {
    await setup();
    await page.waitForTimeout(500);
    const before = await snapshot();
    await page.waitForTimeout(seconds * 1000);
    const after = await snapshot();
    const change = (name) => after[name] - before[name];
    return {
      phase,
      'main-thread task ms': Math.round(change('TaskDuration') * 1000),
      layouts: change('LayoutCount'),
      'style recalcs': change('RecalcStyleCount'),
      'demo playing': await demo.locator('[data-playing]').getAttribute('data-playing'),
    };
  };

  const playing = await measure(`${seconds} s in view, playing`, () =>
    demo.scrollIntoViewIfNeeded(),
  );
  // The same view with the demo paused: what the page costs without the demo moving.
  const paused = await measure(`${seconds} s in view, paused`, () =>
    demo.getByRole('button', {name: 'Pause demo'}).click(),
  );
  await demo.getByRole('button', {name: 'Play demo'}).click();
  const offScreen = await measure(`${seconds} s off screen`, () =>
    page.evaluate(() => window.scrollTo(0, 0)),
  );
  console.log(`Demo cost at ${width} px, ${url} (${browserName(browser)})`);
  console.table([playing, paused, offScreen]);
  return {seconds, width, playing, paused, offScreen};
}
