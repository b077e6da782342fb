#!/usr/bin/env node
/**
 * Performance benchmark: this site against the bare Docusaurus 3.10 classic template in one run,
 * interleaved, on the same machine, server and browser; Lighthouse and the start-up runs of
 * startup.mjs (README.md, Method). Budgets: budgets.json; exit code 1 when one fails.
 *
 * Usage: npm run bench -- [--runs 9] [--lighthouse-runs 3] [--only /support]...
 *                         [--mobile-only | --desktop-only] [--startup-only] [--skip-build]
 * Ports: BENCH_PORT (this site, default 3115) and the next one (the template).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {buildMarkerProblem} from '../../scripts/build-marker.mjs';
import {routeWeights} from '../../scripts/route-weights.mjs';
import {root} from '../../scripts/site-copy.mjs';
import {demoCost} from './demo-cost.mjs';
import * as bench from './startup.mjs';

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '9'},
    'lighthouse-runs': {type: 'string', default: '3'},
    only: {type: 'string', multiple: true, default: []},
    'mobile-only': {type: 'boolean', default: false},
    'desktop-only': {type: 'boolean', default: false},
    'startup-only': {type: 'boolean', default: false},
    'skip-build': {type: 'boolean', default: false},
  },
});
const {only, 'startup-only': startupOnly} = options;
const chosen = (path) => only.length === 0 || only.includes(path);
const runs = Number(options.runs);
const lighthouseRuns = Number(options['lighthouse-runs']);
/** The input probe: a tap on the colour-mode toggle this long after navigation started. */
const tapTimes = [1000, 1500];
const [mobileOnly, desktopOnly] = [options['mobile-only'] || startupOnly, options['desktop-only']];
const formFactors = mobileOnly ? ['mobile'] : desktopOnly ? ['desktop'] : ['mobile', 'desktop'];
const cacheDir = join(homedir(), '.cache', 'mnemo-bench');
const templateDir = join(cacheDir, 'template');
const port = Number(process.env.BENCH_PORT ?? 3115);
const ports = {ours: port, template: port + 1};
const lighthouseDir = resolve(process.env.BENCH_LIGHTHOUSE_DIR || join(cacheDir, 'lighthouse'));
/** Lighthouse 12.8 runs on Node 20; newer majors may not. */
const lighthouseVersion = '12.8.x';
const readJson = (...path) => JSON.parse(readFileSync(join(...path), 'utf8'));
const budgets = readJson(root, 'tests', 'bench', 'budgets.json');
const log = (message) => console.error(`[bench] ${message}`);

function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
  if (result.status !== 0) {
    throw new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd}:\n${result.stderr}`);
  }
}

/** Creates the reference site once, outside the repository, with this repository's overrides. */
function ensureTemplate() {
  if (!existsSync(join(templateDir, 'docusaurus.config.ts'))) {
    log(`creating the Docusaurus 3.10.2 classic TypeScript template in ${templateDir}`);
    mkdirSync(cacheDir, {recursive: true});
    const create = '--yes create-docusaurus@3.10.2 template classic --typescript --skip-install';
    run('npx', create.split(' '), cacheDir);
  }
  const manifest = readJson(templateDir, 'package.json');
  const {overrides} = readJson(root, 'package.json');
  if (JSON.stringify(manifest.overrides) !== JSON.stringify(overrides)) {
    manifest.overrides = overrides;
    writeFileSync(join(templateDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  if (!existsSync(join(templateDir, 'node_modules', '.bin', 'docusaurus'))) {
    log('installing the template (npm install, outside the repository)');
    run('npm', ['install', '--no-audit', '--no-fund'], templateDir);
  }
}

/** Lighthouse and its Chromium launcher, installed into lighthouseDir on first use. */
async function loadLighthouse() {
  const modules = join(lighthouseDir, 'node_modules');
  if (!existsSync(join(modules, 'lighthouse', 'core', 'index.js'))) {
    log(`installing lighthouse@${lighthouseVersion} in ${lighthouseDir} (once)`);
    mkdirSync(lighthouseDir, {recursive: true});
    const install = `install --prefix ${lighthouseDir} --no-audit --no-fund`;
    run('npm', [...install.split(' '), `lighthouse@${lighthouseVersion}`], lighthouseDir);
  }
  const load = (path) => import(pathToFileURL(join(modules, path)).href);
  const {launch} = await load('chrome-launcher/dist/index.js');
  return {...(await load('lighthouse/core/index.js')), launch};
}

/** Production build, timed (wall clock). */
function build(siteDir) {
  const start = process.hrtime.bigint();
  run(join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build'], siteDir);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

async function lighthouseRun({default: lighthouse, desktopConfig, launch}, url, formFactor) {
  // The start-up runs' browser in its new headless mode, with a profile of its own.
  const chrome = await launch({
    chromePath: bench.benchBrowser.path,
    chromeFlags: ['--headless=new', ...bench.benchBrowser.args],
    ignoreDefaultFlags: true,
  });
  try {
    const {lhr} = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']},
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const resources = lhr.audits['resource-summary'].details.items;
    const transfer = (type) => resources.find((item) => item.resourceType === type)?.transferSize;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      js: transfer('script') ?? 0,
      total: transfer('total') ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

const metrics = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'js', 'total'];
const medians = (samples) =>
  Object.fromEntries(metrics.map((m) => [m, bench.median(samples.map((s) => s[m]))]));

const kib = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => Math.round(value);
const interval = bench.formatInterval;

ensureTemplate();
const buildTimes = {};
if (!options['skip-build']) {
  log('building this site');
  buildTimes.ours = build(root);
  log('building the template');
  buildTimes.template = build(templateDir);
} else {
  // The weights are read from .docusaurus/, which `npm start` rewrites.
  const dirs = {buildDir: join(root, 'build'), generatedDir: join(root, '.docusaurus')};
  const problem = buildMarkerProblem(dirs);
  if (problem) throw new Error(`--skip-build: ${problem}`);
}
const servers = [
  await bench.serve(join(root, 'build'), ports.ours),
  await bench.serve(join(templateDir, 'build'), ports.template),
];
const sitemap = readFileSync(join(root, 'build', 'sitemap.xml'), 'utf8');
const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc));
const ourPaths = locs.map((url) => url.pathname).filter(chosen);
const templatePaths = ['/', '/docs/intro'];
// Interleaved, so that slow phases of a shared machine hit both sites alike.
const pages = [];
for (let i = 0; i < Math.max(ourPaths.length, templatePaths.length); i += 1) {
  if (ourPaths[i]) pages.push({site: 'ours', path: ourPaths[i]});
  if (templatePaths[i]) pages.push({site: 'template', path: templatePaths[i]});
}
const samples = {};
const startupSamples = {};
const lighthouse = startupOnly ? null : await loadLighthouse();
const browser = await bench.launchBrowser();
const browserUsed = bench.browserName(browser);
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
          (samples[key] ??= []).push(await lighthouseRun(lighthouse, url, formFactor));
        }
        if (formFactor !== 'mobile') continue;
        const sample = await bench.measureRun(browser, url, tapTimes);
        (startupSamples[`${page.site} ${page.path}`] ??= []).push(sample);
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
  for (const page of pages) {
    const m = medians(samples[`${page.site} ${page.path} ${formFactor}`]);
    results.push({...page, formFactor, ...m, initialJs: weightOf(page.site, page.path)?.jsGzip});
  }
}
if (!startupOnly) {
  bench.printTable(
    `Lighthouse ${Math.min(runs, lighthouseRuns)} run(s) per page, medians.`,
    [
      ['site', (r) => r.site],
      ['page', (r) => r.path],
      ['form', (r) => r.formFactor],
      ['perf', (r) => r.performance],
      ['FCP ms', (r) => ms(r.fcp)],
      ['LCP ms', (r) => ms(r.lcp)],
      ['TBT ms', (r) => ms(r.tbt)],
      ['CLS', (r) => r.cls.toFixed(3)],
      ['SI ms', (r) => ms(r.si)],
      ['JS KiB', (r) => kib(r.js)],
      ['total KiB', (r) => kib(r.total)],
      ['init JS KiB', (r) => (r.initialJs === undefined ? '-' : kib(r.initialJs))],
    ],
    results,
  );
}

const startup = pages.map((page) => {
  const list = startupSamples[`${page.site} ${page.path}`] ?? [];
  const m = (key) => bench.median(list.map((sample) => sample[key]));
  const taps = tapTimes.map((at) => `tap${at}`);
  const keys = ['fcp', 'lcp', 'hydrated', ...taps, 'longestTask', 'longestTaskCpu'];
  return {
    ...page,
    ...Object.fromEntries(keys.map((key) => [key, m(key)])),
    lost: Object.fromEntries(
      tapTimes.map((at) => [at, list.filter((sample) => sample[`tap${at}`] === Infinity).length]),
    ),
    sampleCount: list.length,
  };
});
const tapColumn = (at) => [
  `tap@${(at / 1000).toFixed(1)}s ms`,
  (r) =>
    `${r[`tap${at}`] === Infinity ? 'lost' : ms(r[`tap${at}`])}${r.lost[at] ? ` (${r.lost[at]}/${r.sampleCount} lost)` : ''}`,
];
bench.printTable(
  `Start-up, ${runs} interleaved run(s) per page, medians: FCP, LCP and hydration (html[data-has-hydrated=true]) in ${browserUsed} with DevTools throttling (${bench.profile.cpuSlowdown}× CPU, ${bench.profile.latencyMs} ms round trip, 1.6 Mbps down, ${bench.profile.viewport.width} px); the input probe: a tap on the colour-mode toggle ${tapTimes.map((at) => `${at / 1000} s`).join(' or ')} after navigation started (same throttling, ${bench.probeViewport.width} px, where the navbar shows the toggle), and how long until it took effect ("lost": never); the longest main-thread task until the page settles after hydration, unthrottled: by the clock, and by the CPU time the main thread spent in it (the budget).`,
  [
    ['site', (r) => r.site],
    ['page', (r) => r.path],
    ['FCP ms', (r) => ms(r.fcp)],
    ['LCP ms', (r) => ms(r.lcp)],
    ['hydrated ms', (r) => ms(r.hydrated)],
    ['after FCP', (r) => ms(r.hydrated - r.fcp)],
    ...tapTimes.map(tapColumn),
    ['longest task ms', (r) => ms(r.longestTask)],
    ['by CPU ms', (r) => ms(r.longestTaskCpu)],
  ],
  startup,
);

// Each of our pages against the template's page of the same kind, run by run (the taps are
// compared in the table above: the template loses those made before it hydrates).
const comparedKeys = ['fcp', 'lcp', 'hydrated'];
const samplesOf = (site, path, key) =>
  (startupSamples[`${site} ${path}`] ?? []).map((sample) => sample[key]);
const differences = startup
  .filter((r) => r.site === 'ours')
  .map(({path}) => {
    const reference = path === '/' ? '/' : '/docs/intro';
    const difference = (key) =>
      bench.differenceInterval(samplesOf('ours', path, key), samplesOf('template', reference, key));
    return {path, reference, ...Object.fromEntries(comparedKeys.map((k) => [k, difference(k)]))};
  });
bench.printTable(
  `Ours minus the template's page of the same kind, run by run: median difference [95 % bootstrap interval]; negative is sooner, and a difference whose interval holds 0 is within the spread.`,
  [
    ['page', (d) => d.path],
    ['vs template', (d) => d.reference],
    ...comparedKeys.map((key) => [`Δ${key} ms`, (d) => interval(d[key])]),
  ],
  differences,
);

if (buildTimes.ours) {
  console.log(
    `\nProduction build (wall clock): ours ${buildTimes.ours.toFixed(1)} s, template ${buildTimes.template.toFixed(1)} s (ratio ${(buildTimes.ours / buildTimes.template).toFixed(2)}).`,
  );
}

log('measuring the demo (tests/bench/demo-cost.mjs)');
console.log('\nDemo cost (tests/bench/demo-cost.mjs):');
const demo = await bench
  .withServedBrowser(join(root, 'build'), ports.ours, (browser, base) =>
    demoCost(browser, `${base}/`),
  )
  .catch((error) => console.log(`demo-cost.mjs failed: ${error.stack}`));

const failures = [];
const failIf = (failed, failure) => failed && failures.push(failure);
const b = budgets.startup;
for (const r of startup.filter((x) => x.site === 'ours')) {
  const d = differences.find((x) => x.path === r.path);
  const reference = startup.find((x) => x.site === 'template' && x.path === d.reference);
  for (const key of b.paintNoLaterThanTemplate ? ['fcp', 'lcp'] : []) {
    failIf(
      d[key].low > 0,
      `${r.path}: ${key.toUpperCase()} later than the template's ${d.reference} by ${interval(d[key])} ms`,
    );
  }
  failIf(
    r.hydrated > reference.hydrated * (1 - b.hydratedSoonerThanTemplateBy),
    `${r.path}: hydrated at ${ms(r.hydrated)} ms, not ${b.hydratedSoonerThanTemplateBy * 100} % sooner than the template's ${d.reference} (${ms(reference.hydrated)} ms)`,
  );
  failIf(
    r.longestTaskCpu > b.longestTaskCpuMax,
    `${r.path}: longest start-up task ${ms(r.longestTaskCpu)} ms of CPU > ${b.longestTaskCpuMax} ms (unthrottled)`,
  );
}
for (const r of results.filter((x) => x.site === 'ours')) {
  const {performanceMin, clsMax} = budgets[r.formFactor];
  const where = `${r.path} (${r.formFactor})`;
  failIf(
    r.performance < performanceMin,
    `${where}: performance ${r.performance} < ${performanceMin}`,
  );
  failIf(clsMax !== undefined && r.cls > clsMax, `${where}: CLS ${r.cls.toFixed(4)} > ${clsMax}`);
}
// The home page at rest (the demo paused in view, or scrolled away with the hero in view)
// should not restyle every frame: an endless animation the compositor cannot run alone does.
const rest = budgets.homeAtRest;
failIf(rest && !demo, 'home page at rest: demo-cost.mjs gave no figures');
for (const phase of rest && demo ? ['paused', 'offScreen'] : []) {
  const perSecond = demo[phase]['style recalcs'] / demo.seconds;
  failIf(
    perSecond > rest.styleRecalcsPerSecondMax,
    `home page at rest (${phase}): ${perSecond.toFixed(1)} style recalculations a second > ${rest.styleRecalcsPerSecondMax}`,
  );
}
const jsBudget = templateHomeJs * budgets.initialJsMaxRatioToTemplateHome;
for (const w of ourWeights.filter((x) => chosen(x.path) && x.jsGzip > jsBudget)) {
  failures.push(
    `${w.path}: initial JS ${kib(w.jsGzip)} KiB gzip > template home ${kib(templateHomeJs)} KiB`,
  );
}
console.log(
  `\nInitial JS (gzip, from the builds): template home ${kib(templateHomeJs)} KiB; ours ${ourWeights
    .map((w) => `${w.path} ${kib(w.jsGzip)}`)
    .join(', ')} KiB.`,
);

mkdirSync(join(root, '.bench'), {recursive: true});
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const report = join(root, '.bench', `bench-${stamp}.json`);
const data = {
  browser: browserUsed,
  runs,
  buildTimes,
  results,
  samples,
  startup,
  startupSamples,
  differences,
  ourWeights,
  templateWeights,
  demo,
  failures,
};
writeFileSync(report, JSON.stringify(data, null, 2));
console.log(`\nFull results: ${report}`);
if (failures.length > 0) {
  console.log(
    `\nBudgets FAILED (tests/bench/budgets.json) in ${browserUsed}:\n${failures.map((f) => `  - ${f}`).join('\n')}`,
  );
  process.exitCode = 1;
} else {
  console.log(`\nAll budgets met (tests/bench/budgets.json) in ${browserUsed}.`);
}
