#!/usr/bin/env node
/**
 * Start-up timing of a page in a real browser: first contentful paint and the moment the page
 * becomes interactive (`html[data-has-hydrated=true]`, set by Docusaurus once React has
 * hydrated), under DevTools throttling (4× CPU, 150 ms round trip, 1.6 Mbps down, as
 * Lighthouse's mobile profile), plus the longest main-thread task until the page settles after
 * hydration, unthrottled. Used by run.mjs; also a quick A/B tool of its own:
 *
 *   node tests/bench/startup.mjs [--runs 9] [--no-tasks] [--cpu 1] http://127.0.0.1:3615/ http://127.0.0.1:3616/
 *
 * measures the URLs interleaved (a, b, a, b, …) and prints medians.
 */
/* global window, document, performance, MutationObserver, PerformanceObserver, requestIdleCallback, setTimeout -- functions run in the page */
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../../scripts/chromium.mjs';

/** Lighthouse's mobile profile, applied by DevTools (not simulated). */
export const profile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1638.4 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
};

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || chromiumPath,
    args: [...chromiumArgs],
  });
}

/** Records the hydration time in the page (a microtask after Docusaurus sets the attribute). */
function recordHydration() {
  const record = {hydrated: null};
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
    }),
    hydrated: record.hydrated,
  };
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
export async function measure(browser, url, {throttled, cpuSlowdown}) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
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
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown ?? profile.cpuSlowdown});
    } else {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
    }
    await page.goto(url, {waitUntil: 'commit'});
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
    if (throttled) return timing;
    const trace = await browser.stopTracing();
    const {wall, cpu} = longestTask(trace.toString('utf8'));
    return {...timing, longestTask: wall, longestTaskCpu: cpu};
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const args = process.argv.slice(2);
  const runsIndex = args.indexOf('--runs');
  const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 7;
  const urls = args.filter(
    (arg, i) => !arg.startsWith('--') && !['--runs', '--cpu'].includes(args[i - 1]),
  );
  // --no-tasks: only the throttled pass (quicker A/B of FCP and hydration).
  const tasks = !args.includes('--no-tasks');
  // --cpu N: another CPU slowdown (1 isolates the network's share on a busy machine).
  const cpuIndex = args.indexOf('--cpu');
  const cpuSlowdown = cpuIndex >= 0 ? Number(args[cpuIndex + 1]) : undefined;
  const browser = await launchBrowser();
  const samples = new Map(urls.map((url) => [url, []]));
  try {
    for (let r = 0; r < runs; r += 1) {
      for (const url of urls) {
        const throttled = await measure(browser, url, {throttled: true, cpuSlowdown});
        const plain = tasks
          ? await measure(browser, url, {throttled: false})
          : {longestTask: NaN, longestTaskCpu: NaN};
        samples.get(url).push({
          ...throttled,
          longestTask: plain.longestTask,
          longestTaskCpu: plain.longestTaskCpu,
        });
        console.error(
          `[startup] ${r + 1}/${runs} ${url}: FCP ${Math.round(throttled.fcp)} hydrated ${Math.round(throttled.hydrated)} longest task ${Math.round(plain.longestTask)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `medians of ${runs} interleaved runs (ms): FCP, LCP, hydrated, longest task unthrottled (its CPU time)`,
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
