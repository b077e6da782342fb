#!/usr/bin/env node
/**
 * Start-up timing of a page (README.md, Method), and what the other benchmark scripts share. On
 * its own, an A/B of URLs measured interleaved (a, b, a, b, …), printing medians (per `--cpu`
 * slowdown; `--no-probe`: no unthrottled run) and, for each `--against` URL, every other URL
 * minus it, run by run, with its 95 % interval:
 *   node tests/bench/startup.mjs [--runs 7] [--cpu 4]... [--no-probe] [--against URL]... URL...
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

/**
 * Lighthouse's mobile profile, applied by DevTools (not simulated). The CPU slowdown is 4× unless
 * BENCH_CPU names another (`BENCH_CPU=6`: a slower phone); measureRun also takes one per run.
 */
export const profile = {
  cpuSlowdown: Number(process.env.BENCH_CPU ?? 4),
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
  const {path: executablePath, args} = benchBrowser;
  const browser = await chromium.launch({executablePath, args: [...args]});
  if (!named) console.error(`[bench] browser: ${browserName(browser)}`);
  named = true;
  return browser;
}

/** The browser's path, where it came from and its version. */
export function browserName(browser) {
  return `${benchBrowser.path} (${benchBrowser.source}), Chromium ${browser.version()}`;
}

/** Serves `dir` on `port` (none when null), runs `use(browser, base URL)`, then closes both. */
export async function withServedBrowser(dir, port, use) {
  const server = dir ? await serve(dir, port) : null;
  let browser;
  try {
    browser = await launchBrowser();
    return await use(browser, `http://127.0.0.1:${port}`);
  } finally {
    await browser?.close();
    server?.kill();
  }
}

const toggle = 'button[aria-label*="dark and light mode"]';

/**
 * Records, in the page, the hydration time and, for the input probe, when a tap reached the page
 * and when the toggle's label first changed after it (it changes on every press, the theme not).
 */
function recordHydration(toggle) {
  const record = {hydrated: null, tapped: null, tapTook: null};
  const toggleLabel = () => document.querySelector(toggle)?.getAttribute('aria-label');
  let labelAtTap;
  window.addEventListener(
    'touchstart',
    (event) => {
      record.tapped = event.timeStamp;
      labelAtTap = toggleLabel();
    },
    {capture: true, once: true},
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
 * Runs in the page: waits for hydration, for `data-lazy-layout` to leave <html> (the later parts
 * laid out), then for the browser to be idle twice (the follow-up render), and returns timings.
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
      // None when an input came before the first paint: the browser stops recording LCP then.
      setTimeout(() => resolve(NaN), 1000);
    }),
    hydrated: record.hydrated,
    tapTook: record.tapTook,
  };
}

/** Taps the toggle `at` ms after navigation started, hydrated or not; false when none shows. */
async function tapToggleAt(cdp, evaluate, at) {
  const where = () =>
    evaluate(`(() => {
      const box = document.querySelector('${toggle}')?.getBoundingClientRect();
      return {now: performance.now(), box: box && box.width > 0 ? {x: box.x + box.width / 2, y: box.y + box.height / 2} : null};
    })()`);
  const {now} = await where();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - now)));
  const {box} = await where();
  if (!box) return false;
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [box]});
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
  return true;
}

/**
 * The page's longest main-thread task in a Chromium trace, in ms: by the clock (wall), and by
 * the CPU time its thread spent in it (cpu, the page's own work; the rest of the clock is
 * waiting for a core, and for the browser process, asked for each new font size).
 */
function longestTask(trace) {
  const {traceEvents: events} = JSON.parse(trace);
  const thread = (e) => `${e.pid}:${e.tid}`;
  const threads = (test) => new Set(events.filter(test).map(thread));
  const main = threads(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const tasks = events.filter((e) => main.has(thread(e)) && e.ph === 'X' && e.name === 'RunTask');
  // The renderer that evaluated scripts is the page's (others are blank or spare).
  const scripts = threads((e) => e.name === 'EvaluateScript');
  const pageTasks = tasks.filter((e) => scripts.has(thread(e)));
  const longest = (key) =>
    Math.max(0, ...(pageTasks.length ? pageTasks : tasks).map((e) => e[key] ?? 0)) / 1000;
  return {wall: longest('dur'), cpu: longest('tdur')};
}

/**
 * One measurement of `url` in a fresh context (empty cache): throttled, FCP, LCP and hydration
 * (with `tapAt`, the input probe); unthrottled, the longest start-up task too.
 */
export async function measure(browser, url, {throttled, tapAt, cpu = profile.cpuSlowdown}) {
  // The toggle is in the navbar from 997 px up (on a phone, in the menu).
  const screen =
    tapAt === undefined
      ? {viewport: profile.viewport, deviceScaleFactor: profile.deviceScaleFactor, isMobile: true}
      : {viewport: probeViewport, deviceScaleFactor: 1, isMobile: false};
  const context = await browser.newContext({...screen, hasTouch: true});
  try {
    const page = await context.newPage();
    await page.addInitScript(recordHydration, toggle);
    const cdp = await context.newCDPSession(page);
    // DevTools evaluations, not Playwright's page functions: those put Playwright's own script
    // into the page while it starts, a task of 20-40 ms unthrottled counted as the page's.
    const evaluate = async (expression) => {
      const {result, exceptionDetails} = await cdp.send('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      });
      const error = exceptionDetails?.exception?.description ?? exceptionDetails?.text;
      if (exceptionDetails) throw new Error(`${url}: ${error}`);
      return result.value;
    };
    if (throttled) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: profile.downloadBytesPerSecond,
        uploadThroughput: profile.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
    } else {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
    }
    await page.goto(url, {waitUntil: 'commit'});
    const tap = tapAt === undefined ? null : tapToggleAt(cdp, evaluate, tapAt);
    const timing = await evaluate(`(${afterStartup})()`);
    if (tap) {
      // NaN: no toggle on the screen to tap; Infinity: no effect 3 s after the page settled.
      const later =
        'new Promise((resolve) => setTimeout(() => resolve(window.__startupTiming.tapTook), 3000))';
      if (!(await tap)) timing.tapTook = NaN;
      else timing.tapTook ??= (await evaluate(later)) ?? Infinity;
    }
    if (throttled) return timing;
    const task = longestTask((await browser.stopTracing()).toString('utf8'));
    return {...timing, longestTask: task.wall, longestTaskCpu: task.cpu};
  } finally {
    await context.close();
  }
}

/**
 * One run of `url`: throttled (`cpu`, the CPU slowdown), a tap at each of `tapTimes` (as
 * tap<ms>), then unthrottled, unless `unthrottled` is false (a run at another slowdown).
 */
export async function measureRun(browser, url, tapTimes = [], {cpu, unthrottled = true} = {}) {
  const sample = await measure(browser, url, {throttled: true, cpu});
  for (const at of tapTimes) {
    sample[`tap${at}`] = (await measure(browser, url, {throttled: true, tapAt: at, cpu})).tapTook;
  }
  if (!unthrottled) return {...sample, longestTask: NaN, longestTaskCpu: NaN};
  const {longestTask, longestTaskCpu} = await measure(browser, url, {throttled: false});
  return {...sample, longestTask, longestTaskCpu};
}

/** The median of the values that are numbers: a lost tap (Infinity) counts, as the slowest. */
export const median = (values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A seeded generator of numbers in [0, 1) (mulberry32), so that two runs draw the same. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The median of paired differences (ours minus the reference, run by run) with a 95 % bootstrap
 * interval, seeded: a difference is real when its interval leaves out zero.
 */
export function differenceInterval(ours, reference, resamples = 2000) {
  const pairs = ours
    .map((value, i) => value - reference[i])
    .filter((value) => Number.isFinite(value));
  if (pairs.length === 0) return {median: NaN, low: NaN, high: NaN, n: 0};
  const random = seededRandom(20261125);
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

/** Prints a caption, then a table of [header, cell of an item] columns: padded, or Markdown. */
export function printTable(caption, columns, items, {markdown = false} = {}) {
  const rows = [columns.map(([header]) => header)];
  for (const item of items) rows.push(columns.map(([, cell]) => `${cell(item)}`));
  const widths = columns.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(`\n${caption}`);
  for (const [i, row] of rows.entries()) {
    if (!markdown) console.log(row.map((cell, c) => cell.padStart(widths[c])).join('  '));
    else console.log(`| ${row.join(' | ')} |${i ? '' : `\n|${'---|'.repeat(row.length)}`}`);
  }
}

const ms = (value) => Math.round(value);

/** "median [low, high]" of a differenceInterval, rounded, or '-' without one. */
export const formatInterval = ({median: mid, low, high}, round = Math.round) =>
  Number.isFinite(mid) ? `${round(mid)} [${round(low)}, ${round(high)}]` : '-';

async function main() {
  const {values, positionals: urls} = parseArgs({
    options: {
      runs: {type: 'string', default: '7'},
      cpu: {type: 'string', multiple: true, default: [String(profile.cpuSlowdown)]},
      'no-probe': {type: 'boolean', default: false},
      against: {type: 'string', multiple: true, default: []},
    },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  const slowdowns = values.cpu.map(Number);
  const probe = !values['no-probe'];
  const all = [...urls, ...values.against.filter((url) => !urls.includes(url))];
  /** samples[slowdown index] = Map(url => list of runs) */
  const samples = slowdowns.map(() => new Map(all.map((url) => [url, []])));
  const name = await withServedBrowser(null, 0, async (browser) => {
    for (let r = 0; r < runs; r += 1) {
      for (const url of all) {
        for (const [c, cpu] of slowdowns.entries()) {
          const sample = await measureRun(browser, url, [], {cpu, unthrottled: probe && c === 0});
          samples[c].get(url).push(sample);
          const [fcp, hydrated] = [sample.fcp, sample.hydrated].map(ms);
          console.error(
            `[startup] ${r + 1}/${runs} ${cpu}× ${url}: FCP ${fcp} hydrated ${hydrated}`,
          );
        }
      }
    }
    return browserName(browser);
  });
  for (const [c, cpu] of slowdowns.entries()) {
    const task = probe && c === 0 ? ', longest task unthrottled (its CPU time)' : '';
    console.log(
      `\n${cpu}× CPU: medians of ${runs} interleaved runs (ms) in ${name}: FCP, LCP, hydrated${task}`,
    );
    for (const [url, list] of samples[c]) {
      const m = (key) => ms(median(list.map((s) => s[key])));
      const longest = task ? `  ${m('longestTask')} (${m('longestTaskCpu')})` : '';
      console.log(`${url}  ${m('fcp')}  ${m('lcp')}  ${m('hydrated')}${longest}`);
    }
    // --against URL: each other URL minus it, run by run, with the 95 % interval.
    for (const reference of values.against) {
      const of = (url, key) => samples[c].get(url).map((sample) => sample[key]);
      for (const url of urls.filter((other) => other !== reference)) {
        const cells = ['fcp', 'lcp', 'hydrated'].map((key) =>
          formatInterval(differenceInterval(of(url, key), of(reference, key))),
        );
        console.log(
          `${url} minus ${reference}: FCP ${cells[0]}, LCP ${cells[1]}, hydrated ${cells[2]}`,
        );
      }
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
