#!/usr/bin/env node
/**
 * Start-up timing of a page in a real browser: first contentful paint and the moment the page
 * becomes interactive (`html[data-has-hydrated=true]`, set by Docusaurus once React has
 * hydrated), under DevTools throttling (4× CPU, 150 ms round trip, 1.6 Mbps down, as
 * Lighthouse's mobile profile), plus the longest main-thread task until the page settles after
 * hydration, unthrottled. Also what the other benchmark scripts share (the browser, a server of
 * a build, medians). A quick A/B tool of its own:
 *
 *   node tests/bench/startup.mjs [--runs 9] http://127.0.0.1:3615/ http://127.0.0.1:3616/
 *
 * measures the URLs interleaved (a, b, a, b, …) and prints medians.
 */
/* global window, document, performance, MutationObserver, PerformanceObserver, requestIdleCallback, setTimeout -- functions run in the page */
import {spawn} from 'node:child_process';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {resolveBenchChromium} from '../../scripts/chromium.mjs';
import {root} from '../../scripts/site-copy.mjs';

export {root};

/** Serves a build with scripts/serve.mjs; resolves with the server once it listens. */
export function serve(dir, port) {
  const server = spawn(
    process.execPath,
    [join(root, 'scripts', 'serve.mjs'), '--dir', dir, '--port', String(port)],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    server.stdout.once('data', () => resolve(server));
  });
}

/** Lighthouse's mobile profile, applied by DevTools (not simulated). */
export const profile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1638.4 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
};

/** The input probe's screen: wide enough for the navbar to show the colour-mode toggle. */
export const probeViewport = {width: 1280, height: 800};

/** The browser a visitor uses: the whole browser where installed (scripts/chromium.mjs). */
export const benchBrowser = resolveBenchChromium();
let named = false;

/** Launches the benchmark's browser, and names it (once a process) so every figure is read with it. */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: benchBrowser.path,
    args: [...benchBrowser.args],
  });
  if (!named) {
    named = true;
    console.error(`[bench] browser: ${browserName(browser)}`);
  }
  return browser;
}

/** The browser's path, where it came from and its version. */
export function browserName(browser) {
  return `${benchBrowser.path} (${benchBrowser.source}), Chromium ${browser.version()}`;
}

/**
 * Records, in the page, the hydration time (a microtask after Docusaurus sets the attribute)
 * and, for the input probe, when a tap reached the page and when the colour-mode toggle's label
 * first changed after it (the toggle cycles system, light, dark: its label changes on every
 * press, the theme only on some).
 */
function recordHydration() {
  const record = {hydrated: null, tapped: null, tapTook: null};
  const toggleLabel = () =>
    document.querySelector('button[aria-label*="dark and light mode"]')?.getAttribute('aria-label');
  let labelAtTap;
  window.addEventListener(
    'touchstart',
    (event) => {
      if (record.tapped !== null) return;
      record.tapped = event.timeStamp;
      labelAtTap = toggleLabel();
    },
    {capture: true},
  );
  new MutationObserver(() => {
    if (record.tapped === null || record.tapTook !== null) return;
    if (toggleLabel() !== labelAtTap) record.tapTook = performance.now() - record.tapped;
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['aria-label']});
  record.done = new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.getAttribute('data-has-hydrated') === 'true') {
        record.hydrated = performance.now();
        observer.disconnect();
        resolve();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  Object.defineProperty(window, '__startupTiming', {value: record});
}

/**
 * Runs in the page: waits for hydration, for the page's later parts to be laid out (the site's
 * `data-lazy-layout` gone from <html>), then until the browser has been idle twice (the
 * follow-up render done), and returns the timings.
 */
async function afterStartup() {
  const record = window.__startupTiming;
  await Promise.race([
    record.done,
    new Promise((_, reject) => {
      setTimeout(() => reject(new Error('the page did not hydrate within 30 s')), 30_000);
    }),
  ]);
  const root = document.documentElement;
  await new Promise((resolve) => {
    if (!root.hasAttribute('data-lazy-layout')) resolve();
    new MutationObserver((_, observer) => {
      if (root.hasAttribute('data-lazy-layout')) return;
      observer.disconnect();
      resolve();
    }).observe(root, {attributes: true, attributeFilter: ['data-lazy-layout']});
  });
  await new Promise((resolve) => {
    requestIdleCallback(() => requestIdleCallback(resolve, {timeout: 2000}), {timeout: 2000});
  });
  return {
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: await new Promise((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      // None at all when an input came before the first paint (a slow run of the tap probe):
      // the browser stops recording the largest paint at the first input.
      setTimeout(() => resolve(NaN), 1000);
    }),
    hydrated: record.hydrated,
    tapTook: record.tapTook,
  };
}

/** Reads an expression in the page after `ms`. */
async function readAfter(cdp, ms, expression) {
  const {result} = await cdp.send('Runtime.evaluate', {
    awaitPromise: true,
    returnByValue: true,
    expression: `new Promise((resolve) => setTimeout(() => resolve(${expression}), ${ms}))`,
  });
  return result.value;
}

/**
 * Taps the colour-mode toggle `at` ms after navigation started, where it is on the screen then
 * (the tap is made whatever the page's state: before hydration the server's button is disabled).
 * Returns false when there was no toggle on the screen to tap.
 */
async function tapToggleAt(cdp, at) {
  const where = async () => {
    const {result} = await cdp.send('Runtime.evaluate', {
      returnByValue: true,
      expression: `(() => {
        const button = document.querySelector('button[aria-label*="dark and light mode"]');
        const box = button?.getBoundingClientRect();
        return {now: performance.now(), box: box && box.width > 0 ? {x: box.x + box.width / 2, y: box.y + box.height / 2} : null};
      })()`,
    });
    return result.value;
  };
  const {now} = await where();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - now)));
  const {box} = await where();
  if (!box) return false;
  const point = [{x: box.x, y: box.y}];
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: point});
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
  return true;
}

/**
 * The longest task of the page's main thread in a Chromium trace, in ms: its duration, and the
 * CPU time the thread spent in it (the rest is waiting: for other processes on a busy machine,
 * and for the browser process, which the renderer asks synchronously for each new font size).
 */
function longestTask(traceJson) {
  const events = JSON.parse(traceJson).traceEvents ?? traceJson.traceEvents;
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The renderer that evaluated scripts is the page's (others are blank or spare).
  const longest = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (!mainThreads.has(thread) || e.ph !== 'X' || e.name !== 'RunTask') continue;
    if ((e.dur ?? 0) > (longest.get(thread)?.dur ?? -1)) longest.set(thread, e);
  }
  const scriptThreads = new Set(
    events.filter((e) => e.name === 'EvaluateScript').map((e) => `${e.pid}:${e.tid}`),
  );
  const candidates = [...longest].filter(([thread]) => scriptThreads.has(thread));
  const tasks = (candidates.length ? candidates : [...longest]).map(([, task]) => task);
  const task = tasks.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  return {wall: (task?.dur ?? 0) / 1000, cpu: (task?.tdur ?? NaN) / 1000};
}

/**
 * One measurement of `url` in a fresh context (empty cache). `throttled: true` gives FCP and
 * hydration under the profile; `throttled: false` gives the longest start-up task unthrottled.
 */
export async function measure(browser, url, {throttled, tapAt}) {
  // The colour-mode toggle sits in the navbar from 997 px up (on a phone it is in the menu):
  // the input probe taps it on a desktop-wide screen, with the same throttling.
  const screen =
    tapAt === undefined
      ? {viewport: profile.viewport, deviceScaleFactor: profile.deviceScaleFactor, isMobile: true}
      : {viewport: probeViewport, deviceScaleFactor: 1, isMobile: false};
  const context = await browser.newContext({...screen, hasTouch: true});
  try {
    const page = await context.newPage();
    await page.addInitScript(recordHydration);
    const cdp = await context.newCDPSession(page);
    if (throttled) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: profile.downloadBytesPerSecond,
        uploadThroughput: profile.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: profile.cpuSlowdown});
    } else {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
    }
    await page.goto(url, {waitUntil: 'commit'});
    const tap = tapAt === undefined ? null : tapToggleAt(cdp, tapAt);
    // One DevTools evaluation, not Playwright's page functions: waitForFunction and evaluate put
    // Playwright's own script into the page while it starts, a task of 20-40 ms unthrottled
    // that would be counted as the page's.
    const {result, exceptionDetails} = await cdp.send('Runtime.evaluate', {
      expression: `(${afterStartup})()`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) {
      throw new Error(
        `${url}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
      );
    }
    const timing = result.value;
    if (tap) {
      // NaN: no toggle on the screen to tap; Infinity: the tap had no effect 3 s after the page
      // settled (it was lost).
      if (!(await tap)) timing.tapTook = NaN;
      else
        timing.tapTook ??=
          (await readAfter(cdp, 3000, 'window.__startupTiming.tapTook')) ?? Infinity;
    }
    if (throttled) return timing;
    const trace = await browser.stopTracing();
    const {wall, cpu} = longestTask(trace.toString('utf8'));
    return {...timing, longestTask: wall, longestTaskCpu: cpu};
  } finally {
    await context.close();
  }
}

/** The median of the values that are numbers: a lost tap (Infinity) counts, as the slowest. */
export const median = (values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The median of paired differences (ours minus the reference, run by run) with a 95 % bootstrap
 * interval: a difference is real when its interval leaves out zero. Seeded, so a report can be
 * recomputed from its samples.
 */
export function differenceInterval(ours, reference, resamples = 2000) {
  const pairs = ours
    .map((value, i) => value - reference[i])
    .filter((value) => Number.isFinite(value));
  if (pairs.length === 0) return {median: NaN, low: NaN, high: NaN, n: 0};
  let seed = 20261125;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const medians = Array.from({length: resamples}, () =>
    median(Array.from(pairs, () => pairs[Math.floor(random() * pairs.length)])),
  ).sort((a, b) => a - b);
  return {
    median: median(pairs),
    low: medians[Math.floor(resamples * 0.025)],
    high: medians[Math.ceil(resamples * 0.975) - 1],
    n: pairs.length,
  };
}

async function main() {
  const {values, positionals: urls} = parseArgs({
    options: {runs: {type: 'string', default: '7'}},
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  const browser = await launchBrowser();
  const samples = new Map(urls.map((url) => [url, []]));
  try {
    for (let r = 0; r < runs; r += 1) {
      for (const url of urls) {
        const throttled = await measure(browser, url, {throttled: true});
        const {longestTask, longestTaskCpu} = await measure(browser, url, {throttled: false});
        samples.get(url).push({...throttled, longestTask, longestTaskCpu});
        console.error(
          `[startup] ${r + 1}/${runs} ${url}: FCP ${Math.round(throttled.fcp)} hydrated ${Math.round(throttled.hydrated)} longest task ${Math.round(longestTask)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `medians of ${runs} interleaved runs (ms) in ${browserName(browser)}: FCP, LCP, hydrated, longest task unthrottled (its CPU time)`,
  );
  for (const [url, list] of samples) {
    const m = (key) => Math.round(median(list.map((s) => s[key])));
    console.log(
      `${url}  ${m('fcp')}  ${m('lcp')}  ${m('hydrated')}  ${m('longestTask')} (${m('longestTaskCpu')})`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
