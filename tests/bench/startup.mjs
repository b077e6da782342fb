#!/usr/bin/env node
/** A page's start-up timing (README.md, Method) and shared bench code; alone, an A/B of URLs. */
/* global window, document, performance, MutationObserver, PerformanceObserver, requestIdleCallback, setTimeout -- functions run in the page */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {resolveBenchChromium} from '../../scripts/chromium.mjs';
import {root} from '../../scripts/site-copy.mjs';

export {root};

export const readJson = (...path) => JSON.parse(readFileSync(resolve(root, ...path), 'utf8'));

export const waitForHydration = (page) =>
  page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');

/** Lighthouse's mobile profile, applied by DevTools (not simulated); `BENCH_CPU=6`: a slower phone. */
export const profile = {
  cpuSlowdown: Number(process.env.BENCH_CPU ?? 4),
  /** 150 ms round trip, 1.6 Mbps down, 750 kbps up (bytes a second). */
  network: {offline: false, latency: 150, downloadThroughput: 209715.2, uploadThroughput: 96000},
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
};

/** The input probe's screen: wide enough for the navbar to show the colour-mode toggle (997 px). */
export const probeViewport = {width: 1280, height: 800};

/** The whole browser a visitor uses, where installed (scripts/chromium.mjs). */
export const benchBrowser = resolveBenchChromium();
export const browserName = (browser) =>
  `${benchBrowser.path} (${benchBrowser.source}), Chromium ${browser.version()}`;

/** Serves each of `dirs` on BENCH_PORT (else `defaultPort`) and up; `use(browser, base URLs)`. */
export async function withServedBrowser(dirs, defaultPort, use) {
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const servers = [];
  let browser;
  try {
    for (const [i, dir] of dirs.entries()) {
      const args = [join(root, 'scripts', 'serve.mjs'), '--dir', dir, '--port', `${port + i}`];
      servers.push(spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'inherit']}));
      const exited = once(servers[i], 'exit').then(([code]) => {
        throw new Error(`serve.mjs exited with ${code}`);
      });
      await Promise.race([once(servers[i].stdout, 'data'), exited]);
    }
    browser = await chromium.launch({executablePath: benchBrowser.path, args: benchBrowser.args});
    console.error(`[bench] browser: ${browserName(browser)}`);
    return await use(
      browser,
      Array.from(dirs, (_, i) => `http://127.0.0.1:${port + i}`),
    );
  } finally {
    await browser?.close();
    for (const server of servers) server.kill();
  }
}

const toggle = 'button[aria-label*="dark and light mode"]';

/** In the page: when it hydrated, and how long after a tap the toggle's label first changed. */
function recordHydration(toggle) {
  const record = {hydrated: null, tapped: null, tapTook: null};
  const label = () => document.querySelector(toggle)?.getAttribute('aria-label');
  let labelAtTap;
  const tapped = (event) => {
    record.tapped = event.timeStamp;
    labelAtTap = label();
  };
  window.addEventListener('touchstart', tapped, {capture: true, once: true});
  new MutationObserver(() => {
    if (record.tapped !== null && record.tapTook === null && label() !== labelAtTap) {
      record.tapTook = performance.now() - record.tapped;
    }
    if (record.hydrated === null && document.documentElement.dataset.hasHydrated === 'true') {
      record.hydrated = performance.now();
    }
  }).observe(document, {subtree: true, attributeFilter: ['aria-label', 'data-has-hydrated']});
  Object.defineProperty(window, '__startupTiming', {value: record});
}

/** In the page: the timings, once hydrated, laid out (no `data-lazy-layout`) and idle twice. */
async function afterStartup() {
  const record = window.__startupTiming;
  await new Promise((resolve, reject) => {
    const laidOut = () => !document.documentElement.hasAttribute('data-lazy-layout');
    const ready = () => record.hydrated === null || !laidOut() || resolve();
    const attributeFilter = ['data-lazy-layout', 'data-has-hydrated'];
    new MutationObserver(ready).observe(document, {subtree: true, attributeFilter});
    ready();
    setTimeout(() => reject(new Error('the page did not hydrate within 30 s')), 30_000);
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
 * The page's longest main-thread task in a Chromium trace, in ms: by the clock, and by its
 * thread's CPU time (the rest is waiting for a core, or for the browser process's font lookups).
 */
function longestTask(trace) {
  const {traceEvents: events} = JSON.parse(trace);
  const thread = (e) => `${e.pid}:${e.tid}`;
  const threads = (test) => new Set(events.filter(test).map(thread));
  const main = threads((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The renderer that evaluated scripts is the page's (others are blank or spare).
  const scripts = threads((e) => e.name === 'EvaluateScript');
  const page = (e) => main.has(thread(e)) && scripts.has(thread(e));
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && page(e));
  const longest = (key) => Math.max(0, ...tasks.map((e) => e[key] ?? 0)) / 1000;
  return {longestTask: longest('dur'), longestTaskCpu: longest('tdur')};
}

/** One measurement in a fresh context: throttled, FCP, LCP, hydration and a tap; else the trace. */
async function measure(browser, url, {tapAt, cpu}) {
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
      const {result, exceptionDetails: details} = await cdp.send('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      });
      if (details) throw new Error(`${url}: ${details.exception?.description ?? details.text}`);
      return result.value;
    };
    if (cpu) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', profile.network);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
    } else {
      const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
      await browser.startTracing(page, {categories});
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
    return cpu ? timing : longestTask((await browser.stopTracing()).toString('utf8'));
  } finally {
    await context.close();
  }
}

/** Each item's samples of `runs` rounds; in each group of `rotate` items none always runs first. */
export async function interleave(runs, items, measureItem, {rotate = 1, label = String} = {}) {
  const samples = new Map(items.map((item) => [item, []]));
  for (let round = 0; round < runs; round += 1) {
    for (const i of items.keys()) {
      const item = items[i - (i % rotate) + ((i + round) % rotate)];
      console.error(`[bench] round ${round + 1}/${runs}: ${label(item)}`);
      samples.get(item).push(await measureItem(item));
    }
  }
  return samples;
}

/** The median of the values that are numbers: a lost tap (Infinity) counts, as the slowest. */
const median = (values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const medians = (samples, keys) =>
  Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));

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

/** The median of paired differences with a seeded 95 % bootstrap interval. */
function differenceInterval(ours, reference, resamples = 2000) {
  const pairs = ours.map((value, i) => value - reference[i]).filter(Number.isFinite);
  if (pairs.length === 0) return {median: NaN, low: NaN, high: NaN};
  const random = seededRandom(20261125);
  const draws = Array.from({length: resamples}, () =>
    median(Array.from(pairs, () => pairs[Math.floor(random() * pairs.length)])),
  ).sort((a, b) => a - b);
  const low = draws[Math.floor(resamples * 0.025)];
  const high = draws[Math.ceil(resamples * 0.975) - 1];
  return {median: median(pairs), low, high};
}

/** Rounded milliseconds; "lost" for a tap never taken. */
export const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)}` : 'lost');

/** "median [low, high]" of a differenceInterval, or '-' without one. */
export const formatInterval = ({median: mid, low, high}) =>
  Number.isFinite(mid) ? `${ms(mid)} [${ms(low)}, ${ms(high)}]` : '-';

/** Prints a caption, then a Markdown table of [header, cell of an item] columns. */
export function printTable(caption, columns, items) {
  console.log(`\n${caption}\n| ${columns.map(([header]) => header).join(' | ')} |`);
  console.log(`|${'---|'.repeat(columns.length)}`);
  for (const item of items) console.log(`| ${columns.map(([, cell]) => cell(item)).join(' | ')} |`);
}

/** Prints each budget that failed, or that all were met; a failure fails the process. */
export function reportBudgets(failures, budgets) {
  if (failures.length === 0) return console.log(`\nAll budgets met (${budgets}).`);
  console.log(`\nBudgets FAILED (${budgets}):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
}

/** Runs each row's `url` at `profile.cpuSlowdown` (with taps and unthrottled if `probe`). */
export async function compareUrls(browser, {runs, probe = true, taps = [], groups, pairs}) {
  const cpu = profile.cpuSlowdown;
  // One run: throttled, a tap at each of `taps` (as tap<ms>), then maybe unthrottled.
  const measureItem = async ({url}) => {
    const sample = await measure(browser, url, {cpu});
    for (const at of probe ? taps : []) {
      sample[`tap${at}`] = (await measure(browser, url, {tapAt: at, cpu})).tapTook;
    }
    return probe ? {...sample, ...(await measure(browser, url, {}))} : sample;
  };
  const label = ({name}) => `${cpu}× ${name}`;
  const rotate = groups[0].length;
  const samples = await interleave(runs, groups.flat(), measureItem, {rotate, label});
  const probed = [...taps.map((at) => `tap${at}`), 'longestTask', 'longestTaskCpu'];
  const keys = ['fcp', 'lcp', 'hydrated', ...(probe ? probed : [])];
  const rows = [...samples].map(([item, list]) => ({
    ...item,
    samples: list,
    medians: medians(list, keys),
  }));
  const of = ({url}) => rows.find((row) => row.url === url);
  const figures = (row, key) => row.samples.map((sample) => sample[key]);
  const lost = (row, key) => figures(row, key).filter((value) => value === Infinity).length;
  const cell = (key) => (row) =>
    ms(row.medians[key]) + (lost(row, key) ? ` (${lost(row, key)} lost)` : '');
  printTable(
    `Medians of ${runs} interleaved runs at ${cpu}× CPU in ${browserName(browser)} (ms)`,
    [['', (row) => row.name], ...keys.map((key) => [key, cell(key)])],
    rows,
  );
  const compared = pairs.map(([row, reference]) => {
    const [ours, theirs] = [of(row), of(reference)];
    const difference = (k) => [k, differenceInterval(figures(ours, k), figures(theirs, k))];
    return {row: ours, reference: theirs, ...Object.fromEntries(keys.map(difference))};
  });
  if (compared.length) {
    printTable(
      'Minus the reference, run by run: median of paired differences [95 % interval] (ms)',
      [
        ['', ({row}) => row.name],
        ['minus', ({reference}) => reference.name],
        ...keys.map((key) => [key, (pair) => formatInterval(pair[key])]),
      ],
      compared,
    );
  }
  return {cpu, rows, compared};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values, positionals: urls} = parseArgs({
    options: {
      runs: {type: 'string', default: '7'},
      'no-probe': {type: 'boolean', default: false},
      against: {type: 'string', multiple: true, default: []},
    },
    allowPositionals: true,
  });
  const all = [...urls, ...values.against.filter((url) => !urls.includes(url))];
  const pairs = values.against.flatMap((reference) =>
    urls.filter((url) => url !== reference).map((url) => [{url}, {url: reference}]),
  );
  const options = {runs: Number(values.runs), probe: !values['no-probe'], pairs};
  const groups = all.map((url) => [{name: url, url}]);
  await withServedBrowser([], 0, (browser) => compareUrls(browser, {...options, groups}));
}
