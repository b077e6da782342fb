#!/usr/bin/env node
/**
 * Performance benchmark: this site against the bare Docusaurus 3.10 classic template, in one
 * run, on the same machine, server and Chromium. Lighthouse figures scale with the CPU time the
 * machine happens to have, so only figures from the same run are compared, by their medians over
 * interleaved runs (ours, template, ours, …).
 *
 * Each mobile run is followed by a start-up run of the same page in a real browser under DevTools
 * throttling (tests/bench/startup.mjs): first contentful paint, the moment the page hydrated, and
 * the longest main-thread task of the start-up, unthrottled.
 *
 * Usage: npm run bench -- [--runs 9] [--lighthouse-runs 3] [--only /support]...
 *                         [--mobile-only | --desktop-only] [--startup-only] [--skip-build]
 * Ports: BENCH_PORT (this site, default 3115) and the next one (the template).
 * Browser: the whole browser a visitor uses, Debian's chromium where installed (CHROMIUM_PATH
 * or CHROMIUM=shell|debian|npm picks another; scripts/chromium.mjs); printed with the figures.
 * Lighthouse is installed on first use outside the repository (BENCH_LIGHTHOUSE_DIR, default
 * ~/.cache/mnemo-bench/lighthouse), so `npm ci` does not download it.
 * Budgets: tests/bench/budgets.json. Exit code 1 when a budget fails. Not part of `npm test`.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {homedir, tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {buildMarkerProblem} from '../../scripts/build-marker.mjs';
import {routeWeights} from '../../scripts/route-weights.mjs';
import {
  benchBrowser,
  browserName,
  differenceInterval,
  launchBrowser,
  measure,
  median,
  probeViewport,
  profile,
  root,
  serve,
} from './startup.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const only = args.flatMap((arg, index) => (args[index - 1] === '--only' ? [arg] : []));
// Start-up runs (observed in the page, the deciding figures) and Lighthouse runs (simulated,
// reported): interleaved, ours then the template's page, round after round.
const runs = Number(option('runs', '9'));
const lighthouseRuns = Number(option('lighthouse-runs', '3'));
/** The input probe: a tap on the colour-mode toggle this long after navigation started. */
const tapTimes = [1000, 1500];
const startupOnly = flag('startup-only');
const formFactors =
  flag('mobile-only') || startupOnly
    ? ['mobile']
    : flag('desktop-only')
      ? ['desktop']
      : ['mobile', 'desktop'];
const templateDir = join(homedir(), '.cache', 'mnemo-bench', 'template');
// Lighthouse runs in the same browser as the start-up runs, in its new headless mode.
const chromeFlags = ['--headless=new', ...benchBrowser.args];
const basePort = Number(process.env.BENCH_PORT ?? 3115);
const ports = {ours: basePort, template: basePort + 1};
const lighthouseDir = resolve(
  process.env.BENCH_LIGHTHOUSE_DIR || join(homedir(), '.cache', 'mnemo-bench', 'lighthouse'),
);
/** Lighthouse 12.8 runs on Node 20; newer majors may not. */
const lighthouseVersion = '12.8.x';
const budgets = JSON.parse(readFileSync(join(root, 'tests', 'bench', 'budgets.json'), 'utf8'));
const log = (message) => console.error(`[bench] ${message}`);

/** This repository's install overrides (they pin versions the registry has), reused verbatim. */
const overrides = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).overrides;

function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
  if (result.status !== 0) {
    throw new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd}:\n${result.stderr}`);
  }
  return result.stdout.toString();
}

/** Creates the reference site once, outside the repository, with this repository's pins. */
function ensureTemplate() {
  if (!existsSync(join(templateDir, 'docusaurus.config.ts'))) {
    log(`creating the Docusaurus 3.10.2 classic TypeScript template in ${templateDir}`);
    mkdirSync(dirname(templateDir), {recursive: true});
    run(
      'npx',
      [
        '--yes',
        'create-docusaurus@3.10.2',
        templateDir.split('/').pop(),
        'classic',
        '--typescript',
        '--skip-install',
      ],
      dirname(templateDir),
    );
  }
  const packagePath = join(templateDir, 'package.json');
  const manifest = JSON.parse(readFileSync(packagePath, 'utf8'));
  if (JSON.stringify(manifest.overrides) !== JSON.stringify(overrides)) {
    manifest.overrides = overrides;
    writeFileSync(packagePath, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  if (!existsSync(join(templateDir, 'node_modules', '.bin', 'docusaurus'))) {
    log('installing the template (npm install, outside the repository)');
    run('npm', ['install', '--no-audit', '--no-fund'], templateDir);
  }
}

/** Lighthouse, installed into lighthouseDir on first use. */
async function loadLighthouse() {
  const entry = join(lighthouseDir, 'node_modules', 'lighthouse', 'core', 'index.js');
  if (!existsSync(entry)) {
    log(`installing lighthouse@${lighthouseVersion} in ${lighthouseDir} (once)`);
    mkdirSync(lighthouseDir, {recursive: true});
    run(
      'npm',
      [
        'install',
        '--prefix',
        lighthouseDir,
        '--no-audit',
        '--no-fund',
        `lighthouse@${lighthouseVersion}`,
      ],
      lighthouseDir,
    );
  }
  return import(pathToFileURL(entry).href);
}

/** Production build, timed (wall clock). */
function build(siteDir) {
  const start = process.hrtime.bigint();
  run(join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build'], siteDir);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Starts a fresh Chromium (own profile) and resolves with its DevTools port. */
function launchChrome() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'mnemo-bench-chrome-'));
  const chrome = spawn(
    benchBrowser.path,
    [...chromeFlags, `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'],
    // Own process group, so that closing ends Chromium's helper processes too.
    {stdio: ['ignore', 'ignore', 'pipe'], detached: true},
  );
  return new Promise((resolveChrome, reject) => {
    let stderr = '';
    chrome.once('error', reject);
    chrome.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        resolveChrome({
          port: Number(match[1]),
          close: async () => {
            const exited = new Promise((done) => chrome.once('exit', done));
            process.kill(-chrome.pid, 'SIGKILL');
            await exited;
            try {
              rmSync(userDataDir, {recursive: true, force: true, maxRetries: 10, retryDelay: 200});
            } catch (error) {
              log(`could not remove ${userDataDir}: ${error.message}`);
            }
          },
        });
      }
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
  });
}

function sitemapPaths(siteDir) {
  const xml = readFileSync(join(siteDir, 'build', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
}

async function lighthouseRun({default: lighthouse, desktopConfig}, url, formFactor) {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']},
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const resources = lhr.audits['resource-summary'].details.items;
    const transfer = (type) => resources.find((item) => item.resourceType === type)?.transferSize;
    const breakdown = Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [
        item.groupLabel,
        item.duration,
      ]),
    );
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      js: transfer('script') ?? 0,
      total: transfer('total') ?? 0,
      mainThread: audit('mainthread-work-breakdown'),
      breakdown,
    };
  } finally {
    await chrome.close();
  }
}

const metrics = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'js', 'total', 'mainThread'];

function medians(samples) {
  const result = Object.fromEntries(metrics.map((m) => [m, median(samples.map((s) => s[m]))]));
  const groups = new Set(samples.flatMap((s) => Object.keys(s.breakdown)));
  result.breakdown = Object.fromEntries(
    [...groups].map((group) => [group, median(samples.map((s) => s.breakdown[group] ?? 0))]),
  );
  return result;
}

/** Prints a caption, then a table whose columns are as wide as their widest cell. */
function printTable(caption, header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => `${row[i]}`.length)));
  console.log(`\n${caption}`);
  for (const row of [header, ...rows]) {
    console.log(row.map((cell, i) => `${cell}`.padStart(widths[i])).join('  '));
  }
}

async function main() {
  ensureTemplate();
  const buildTimes = {};
  if (!flag('skip-build')) {
    log('building this site');
    buildTimes.ours = build(root);
    log('building the template');
    buildTimes.template = build(templateDir);
  } else {
    // The weights are read from .docusaurus/, which `npm start` rewrites: refuse to report the
    // initial JavaScript of no build at all after an hour of measuring.
    const problem = buildMarkerProblem({
      buildDir: join(root, 'build'),
      generatedDir: join(root, '.docusaurus'),
    });
    if (problem) throw new Error(`--skip-build: ${problem}`);
  }
  const servers = [
    await serve(join(root, 'build'), ports.ours),
    await serve(join(templateDir, 'build'), ports.template),
  ];
  const ourPaths = sitemapPaths(root).filter((path) => only.length === 0 || only.includes(path));
  const templatePaths = ['/', '/docs/intro'];
  // Interleave so that slow phases of a shared machine hit both sites alike.
  const pages = [];
  for (let i = 0; i < Math.max(ourPaths.length, templatePaths.length); i += 1) {
    if (ourPaths[i]) pages.push({site: 'ours', path: ourPaths[i]});
    if (templatePaths[i]) pages.push({site: 'template', path: templatePaths[i]});
  }
  const samples = new Map();
  const startupSamples = new Map();
  const lighthouse = startupOnly ? null : await loadLighthouse();
  const browser = await launchBrowser();
  const browserUsed = browserName(browser);
  try {
    const total = runs * formFactors.length * pages.length;
    if (runs < 9) log(`${runs} start-up runs: intervals need at least 9 to mean much`);
    let done = 0;
    for (let r = 0; r < runs; r += 1) {
      for (const formFactor of formFactors) {
        for (const page of pages) {
          const url = `http://127.0.0.1:${ports[page.site]}${page.path}`;
          const key = `${page.site} ${page.path} ${formFactor}`;
          done += 1;
          log(`${done}/${total} ${key}`);
          if (lighthouse && r < lighthouseRuns) {
            const sample = await lighthouseRun(lighthouse, url, formFactor);
            samples.set(key, [...(samples.get(key) ?? []), sample]);
          }
          if (formFactor !== 'mobile') continue;
          const throttled = await measure(browser, url, {throttled: true});
          const taps = {};
          for (const at of tapTimes) {
            taps[`tap${at}`] = (await measure(browser, url, {throttled: true, tapAt: at})).tapTook;
          }
          const {longestTask, longestTaskCpu} = await measure(browser, url, {throttled: false});
          const startupKey = `${page.site} ${page.path}`;
          startupSamples.set(startupKey, [
            ...(startupSamples.get(startupKey) ?? []),
            {...throttled, ...taps, longestTask, longestTaskCpu},
          ]);
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }

  // Initial JS/CSS per route, from the builds (deterministic; see scripts/route-weights.mjs).
  const ourWeights = routeWeights(root);
  const templateWeights = routeWeights(templateDir);
  const templateHomeJs = templateWeights.find((w) => w.path === '/').jsGzip;
  const weightOf = (site, path) =>
    (site === 'ours' ? ourWeights : templateWeights).find((w) => w.path === path);

  const results = [];
  for (const formFactor of startupOnly ? [] : formFactors) {
    const templateHome = medians(samples.get(`template / ${formFactor}`));
    for (const page of pages) {
      const m = medians(samples.get(`${page.site} ${page.path} ${formFactor}`));
      results.push({...page, formFactor, ...m, initialJs: weightOf(page.site, page.path)?.jsGzip});
      results.at(-1).ratio = {
        performance: m.performance / templateHome.performance,
        tbt: templateHome.tbt ? m.tbt / templateHome.tbt : NaN,
        lcp: m.lcp / templateHome.lcp,
        js: m.js / templateHome.js,
      };
    }
  }

  const kib = (bytes) => (bytes / 1024).toFixed(1);
  const ms = (value) => Math.round(value);
  const ratio = (value) => (Number.isFinite(value) ? value.toFixed(2) : '-');
  const header = [
    'site',
    'page',
    'form',
    'perf',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'SI ms',
    'JS KiB',
    'total KiB',
    'init JS KiB',
    'perf/T',
    'LCP/T',
    'TBT/T',
    'JS/T',
  ];
  const rows = results.map((r) => [
    r.site,
    r.path,
    r.formFactor,
    r.performance,
    ms(r.fcp),
    ms(r.lcp),
    ms(r.tbt),
    r.cls.toFixed(3),
    ms(r.si),
    kib(r.js),
    kib(r.total),
    r.initialJs === undefined ? '-' : kib(r.initialJs),
    ratio(r.ratio.performance),
    ratio(r.ratio.lcp),
    ratio(r.ratio.tbt),
    ratio(r.ratio.js),
  ]);
  if (!startupOnly) {
    printTable(
      `Lighthouse ${Math.min(runs, lighthouseRuns)} run(s) per page, medians; ratios are against the template's home (T) in the same form factor.`,
      header,
      rows,
    );
  }

  // Start-up in a real browser: FCP and hydration throttled, the longest task unthrottled.
  const startupKeys = ['fcp', 'lcp', 'hydrated', ...tapTimes.map((at) => `tap${at}`)];
  const startup = pages.map((page) => {
    const list = startupSamples.get(`${page.site} ${page.path}`) ?? [];
    // A lost tap counts as Infinity, so that losing most taps shows in the median.
    const m = (key) => median(list.map((sample) => sample[key]));
    return {
      ...page,
      ...Object.fromEntries(startupKeys.map((key) => [key, m(key)])),
      lost: Object.fromEntries(
        tapTimes.map((at) => [at, list.filter((sample) => sample[`tap${at}`] === Infinity).length]),
      ),
      sampleCount: list.length,
      longestTask: m('longestTask'),
      longestTaskCpu: m('longestTaskCpu'),
    };
  });
  const tapLabel = (at) => `tap@${(at / 1000).toFixed(1)}s ms`;
  const startupHeader = [
    'site',
    'page',
    'FCP ms',
    'LCP ms',
    'hydrated ms',
    'after FCP',
    ...tapTimes.map(tapLabel),
    'longest task ms',
    'its CPU ms',
  ];
  const tapCell = (r, at) =>
    `${r[`tap${at}`] === Infinity ? 'lost' : ms(r[`tap${at}`])}${r.lost[at] ? ` (${r.lost[at]}/${r.sampleCount} lost)` : ''}`;
  const startupRows = startup.map((r) => [
    r.site,
    r.path,
    ms(r.fcp),
    ms(r.lcp),
    ms(r.hydrated),
    ms(r.hydrated - r.fcp),
    ...tapTimes.map((at) => tapCell(r, at)),
    ms(r.longestTask),
    ms(r.longestTaskCpu),
  ]);
  printTable(
    `Start-up, ${runs} interleaved run(s) per page, medians: FCP, LCP and hydration (html[data-has-hydrated=true]) in ${browserUsed} with DevTools throttling (${profile.cpuSlowdown}× CPU, ${profile.latencyMs} ms round trip, 1.6 Mbps down, ${profile.viewport.width} px); the input probe: a tap on the colour-mode toggle ${tapTimes.map((at) => `${at / 1000} s`).join(' or ')} after navigation started (same throttling, ${probeViewport.width} px, where the navbar shows the toggle), and how long until it took effect ("lost": never); the longest main-thread task until the page settles after hydration, unthrottled, and the CPU time the main thread spent in it.`,
    startupHeader,
    startupRows,
  );

  // Each of our pages against the template's page of the same kind, run by run (the taps are
  // compared in the table above: the template loses those made before it hydrates).
  const comparedKeys = ['fcp', 'lcp', 'hydrated'];
  const referenceOf = (path) => (path === '/' ? '/' : '/docs/intro');
  const samplesOf = (site, path, key) =>
    (startupSamples.get(`${site} ${path}`) ?? []).map((sample) => sample[key]);
  const differences = startup
    .filter((r) => r.site === 'ours')
    .map((r) => ({
      path: r.path,
      reference: referenceOf(r.path),
      ...Object.fromEntries(
        comparedKeys.map((key) => [
          key,
          differenceInterval(
            samplesOf('ours', r.path, key),
            samplesOf('template', referenceOf(r.path), key),
          ),
        ]),
      ),
    }));
  const interval = ({median: mid, low, high}) =>
    Number.isFinite(mid) ? `${ms(mid)} [${ms(low)}, ${ms(high)}]` : '-';
  const differenceHeader = ['page', 'vs template', ...comparedKeys.map((key) => `Δ${key} ms`)];
  const differenceRows = differences.map((d) => [
    d.path,
    d.reference,
    ...comparedKeys.map((key) => interval(d[key])),
  ]);
  printTable(
    `Ours minus the template's page of the same kind, run by run: median difference [95 % bootstrap interval]; negative is sooner, and a difference whose interval holds 0 is within the spread.`,
    differenceHeader,
    differenceRows,
  );

  if (!startupOnly) console.log('\nMain-thread time by category (mobile, medians, ms):');
  for (const r of results.filter((x) => x.formFactor === 'mobile')) {
    const parts = Object.entries(r.breakdown)
      .sort((a, b) => b[1] - a[1])
      .map(([group, value]) => `${group} ${ms(value)}`)
      .join(', ');
    console.log(`  ${r.site} ${r.path}: ${ms(r.mainThread)} total: ${parts}`);
  }

  if (buildTimes.ours) {
    console.log(
      `\nProduction build (wall clock): ours ${buildTimes.ours.toFixed(1)} s, template ${buildTimes.template.toFixed(1)} s (ratio ${(buildTimes.ours / buildTimes.template).toFixed(2)}).`,
    );
  }

  const demoCost = join(root, 'tests', 'bench', 'demo-cost.mjs');
  log('measuring the demo (tests/bench/demo-cost.mjs)');
  let demo = null;
  const server = await serve(join(root, 'build'), ports.ours);
  try {
    const demoDir = mkdtempSync(join(tmpdir(), 'mnemo-demo-cost-'));
    const demoJson = join(demoDir, 'demo-cost.json');
    const result = spawnSync(
      process.execPath,
      [demoCost, '--url', `http://127.0.0.1:${ports.ours}/`, '--json', demoJson],
      {cwd: root, encoding: 'utf8'},
    );
    demo = {
      status: result.status,
      output: result.stdout.trim(),
      phases: existsSync(demoJson) ? JSON.parse(readFileSync(demoJson, 'utf8')) : null,
    };
    rmSync(demoDir, {recursive: true, force: true});
    console.log(`\nDemo cost (tests/bench/demo-cost.mjs):\n${result.stdout.trim()}`);
    if (result.status !== 0)
      console.log(`demo-cost.mjs exited ${result.status}:\n${result.stderr}`);
  } finally {
    server.kill();
  }

  // Budgets.
  const failures = [];
  for (const r of startup.filter((x) => x.site === 'ours')) {
    const b = budgets.startup;
    const d = differences.find((x) => x.path === r.path);
    const reference = startup.find((x) => x.site === 'template' && x.path === d.reference);
    for (const key of b.paintNoLaterThanTemplate ? ['fcp', 'lcp'] : []) {
      if (d[key].low > 0) {
        failures.push(
          `${r.path}: ${key.toUpperCase()} later than the template's ${d.reference} by ${interval(d[key])} ms`,
        );
      }
    }
    const hydratedMax = reference.hydrated * (1 - b.hydratedSoonerThanTemplateBy);
    if (r.hydrated > hydratedMax) {
      failures.push(
        `${r.path}: hydrated at ${ms(r.hydrated)} ms, not ${b.hydratedSoonerThanTemplateBy * 100} % sooner than the template's ${d.reference} (${ms(reference.hydrated)} ms)`,
      );
    }
    if (r.longestTask > b.longestTaskMax) {
      failures.push(
        `${r.path}: longest start-up task ${ms(r.longestTask)} ms > ${b.longestTaskMax} ms (unthrottled)`,
      );
    }
  }
  for (const r of results.filter((x) => x.site === 'ours')) {
    const b = budgets[r.formFactor];
    const where = `${r.path} (${r.formFactor})`;
    if (r.performance < b.performanceMin) {
      failures.push(`${where}: performance ${r.performance} < ${b.performanceMin}`);
    }
    if (b.clsMax !== undefined && r.cls > b.clsMax) {
      failures.push(`${where}: CLS ${r.cls.toFixed(4)} > ${b.clsMax}`);
    }
  }
  // The home page at rest (the demo paused in view, or scrolled away with the hero in view)
  // should not restyle every frame: an endless animation the compositor cannot run alone does.
  const rest = budgets.homeAtRest;
  if (rest && demo) {
    const phases = demo.phases ? ['paused', 'offScreen'] : [];
    if (!demo.phases) failures.push('home page at rest: demo-cost.mjs gave no figures');
    for (const phase of phases) {
      const perSecond = demo.phases[phase]['style recalcs'] / demo.phases.seconds;
      if (perSecond > rest.styleRecalcsPerSecondMax) {
        failures.push(
          `home page at rest (${phase}): ${perSecond.toFixed(1)} style recalculations a second > ${rest.styleRecalcsPerSecondMax}`,
        );
      }
    }
  }
  const jsBudget = templateHomeJs * budgets.initialJsMaxRatioToTemplateHome;
  for (const w of ourWeights.filter((x) => only.length === 0 || only.includes(x.path))) {
    if (w.jsGzip > jsBudget) {
      failures.push(
        `${w.path}: initial JS ${kib(w.jsGzip)} KiB gzip > template home ${kib(templateHomeJs)} KiB`,
      );
    }
  }
  console.log(
    `\nInitial JS (gzip, from the builds): template home ${kib(templateHomeJs)} KiB; ours ${ourWeights
      .map((w) => `${w.path} ${kib(w.jsGzip)}`)
      .join(', ')} KiB.`,
  );

  mkdirSync(join(root, '.bench'), {recursive: true});
  const report = join(
    root,
    '.bench',
    `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    report,
    JSON.stringify(
      {
        browser: browserUsed,
        runs,
        buildTimes,
        results,
        samples: Object.fromEntries(samples),
        startup,
        startupSamples: Object.fromEntries(startupSamples),
        differences,
        ourWeights,
        templateWeights,
        demo,
        failures,
      },
      null,
      2,
    ),
  );
  console.log(`\nFull results: ${report}`);
  if (failures.length > 0) {
    console.log(
      `\nBudgets FAILED (tests/bench/budgets.json) in ${browserUsed}:\n${failures.map((f) => `  - ${f}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(`\nAll budgets met (tests/bench/budgets.json) in ${browserUsed}.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
