#!/usr/bin/env node
/** This site vs the bare Docusaurus classic template, interleaved; exits 1 on a failed budget. */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {homedir} from 'node:os';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {initialCode} from '../shared/initialCode.mjs';
import {demoCost} from './demo-cost.mjs';
import * as bench from './startup.mjs';

const {root, readJson, profile} = bench;
const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '9'},
    'lighthouse-runs': {type: 'string', default: '3'},
    only: {type: 'string', multiple: true, default: []},
    'startup-only': {type: 'boolean', default: false},
    'skip-build': {type: 'boolean', default: false},
  },
});
const {only, 'startup-only': startupOnly} = options;
const chosen = (path) => only.length === 0 || only.includes(path);
const runs = Number(options.runs);
const lighthouseRuns = Math.min(runs, Number(options['lighthouse-runs']));
/** The input probe: a tap on the colour-mode toggle this long after navigation started. */
const tapTimes = [1000, 1500];
const cacheDir = join(homedir(), '.cache', 'mnemo-bench');
const templateDir = join(cacheDir, 'template');
const lighthouseDir = resolve(process.env.BENCH_LIGHTHOUSE_DIR || join(cacheDir, 'lighthouse'));
/** Lighthouse 12.8 runs on Node 20; newer majors may not. */
const lighthouseVersion = '12.8.x';
const budgets = readJson('tests', 'bench', 'budgets.json');
const log = (message) => console.error(`[bench] ${message}`);

/** Runs a command, its failure thrown with what it printed on stderr. */
const run = (command, args, cwd) => execFileSync(command, args, {cwd, stdio: 'pipe'});

/** Creates the reference site once, outside the repository, with this repository's overrides. */
function ensureTemplate() {
  if (!existsSync(join(templateDir, 'docusaurus.config.ts'))) {
    log(`creating the Docusaurus 3.10.2 classic TypeScript template in ${templateDir}`);
    mkdirSync(cacheDir, {recursive: true});
    const create = '--yes create-docusaurus@3.10.2 template classic --typescript --skip-install';
    run('npx', create.split(' '), cacheDir);
  }
  const manifest = {
    ...readJson(templateDir, 'package.json'),
    overrides: readJson('package.json').overrides,
  };
  writeFileSync(join(templateDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
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

const build = (siteDir) =>
  run(join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build'], siteDir);

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
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

ensureTemplate();
if (!options['skip-build']) {
  log('building this site and the template');
  build(root);
  build(templateDir);
} else if (!existsSync(join(templateDir, 'build', 'index.html'))) {
  // A template created by this run has no build yet: --skip-build skips only what exists.
  log('building the template (it has no build yet)');
  build(templateDir);
}
const sitemap = readFileSync(join(root, 'build', 'sitemap.xml'), 'utf8');
const ourPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map(([, loc]) => new URL(loc).pathname)
  .filter(chosen);
const templatePaths = ['/', '/docs/intro'];
// Our pages and the template's by turns, so that slow phases of a shared machine hit both alike.
const pages = [];
for (let i = 0; i < Math.max(ourPaths.length, templatePaths.length); i += 1) {
  if (ourPaths[i]) pages.push({site: 'ours', path: ourPaths[i]});
  if (templatePaths[i]) pages.push({site: 'template', path: templatePaths[i]});
}
const key = ({site, path, formFactor}) => [site, path, formFactor].filter(Boolean).join(' ');
/** Initial JS/CSS per page, unthrottled: what the browser fetched before the page hydrated. */
let weights;

/** Each Lighthouse item's medians, printed. */
function lighthouseResults(lighthouseSamples) {
  const metrics = ['performance', 'fcp', 'lcp', 'tbt', 'cls'];
  const results = [...lighthouseSamples].map(([item, samples]) => ({
    ...item,
    ...bench.medians(samples, metrics),
    initialJs: weights[item.site].find((w) => w.path === item.path)?.jsGzip,
    samples,
  }));
  bench.printTable(
    `Lighthouse ${lighthouseRuns} run(s) per page, medians.`,
    [
      ['', key],
      ['perf', (r) => r.performance],
      ...['fcp', 'lcp', 'tbt'].map((m) => [`${m.toUpperCase()} ms`, (r) => Math.round(r[m])]),
      ['CLS', (r) => r.cls.toFixed(3)],
      ['init JS KiB', (r) => (r.initialJs === undefined ? '-' : kib(r.initialJs))],
    ],
    results,
  );
  return results;
}
const lighthouse = startupOnly ? null : await loadLighthouse();
const lighthouseItems = lighthouse
  ? ['mobile', 'desktop'].flatMap((formFactor) => pages.map((page) => ({...page, formFactor})))
  : [];
if (runs < 9) log(`${runs} start-up runs: intervals need at least 9 to mean much`);
const [browserUsed, results, startup, demo] = await bench.withServedBrowser(
  [join(root, 'build'), join(templateDir, 'build')],
  3115,
  async (browser, [ours, template]) => {
    const url = ({site, path}) => `${site === 'ours' ? ours : template}${path}`;
    const page = await browser.newPage();
    const weigh = async (site, dir, paths) => {
      const weighed = [];
      for (const path of paths) {
        weighed.push({path, ...(await initialCode(page, url({site, path}), join(dir, 'build')))});
      }
      return weighed;
    };
    weights = {
      ours: await weigh('ours', root, ourPaths),
      template: await weigh('template', templateDir, templatePaths),
    };
    await page.close();
    const lighthouseSamples = await bench.interleave(
      lighthouseRuns,
      lighthouseItems,
      (item) => lighthouseRun(lighthouse, url(item), item.formFactor),
      {label: key},
    );
    const results = lighthouse ? lighthouseResults(lighthouseSamples) : [];
    console.log(
      `\nStart-up (README.md, Method): DevTools throttling (${profile.cpuSlowdown}× CPU, ${profile.network.latency} ms round trip, 1.6 Mbps down, ${profile.viewport.width} px); hydrated: html[data-has-hydrated=true]; tap<ms>: until a tap on the colour-mode toggle that long after navigation started took effect (${bench.probeViewport.width} px, "lost": never); the longest main-thread task, unthrottled, by the clock and by CPU (the budget).`,
    );
    const rows = pages.map((page) => ({...page, name: key(page), url: url(page)}));
    const reference = ({path}) => (path === '/' ? '/' : '/docs/intro');
    const pairs = rows
      .filter((row) => row.site === 'ours')
      .map((row) => [row, rows.find((r) => r.site === 'template' && r.path === reference(row))]);
    const startup = await bench.compareUrls(browser, {
      runs,
      taps: tapTimes,
      groups: [rows],
      pairs,
    });
    log('measuring the demo (tests/bench/demo-cost.mjs)');
    console.log('\nDemo cost (tests/bench/demo-cost.mjs):');
    const demo = await demoCost(browser, `${ours}/`).catch((error) => {
      console.log(`demo-cost.mjs failed: ${error.stack}`);
    });
    return [bench.browserName(browser), results, startup, demo];
  },
);

const failures = [];
const failIf = (failed, failure) => failed && failures.push(failure);
const b = budgets.startup;
// Each of our pages against the template's page of the same kind, run by run.
for (const {row, reference, ...difference} of startup?.compared ?? []) {
  const [ours, theirs, vs] = [row.medians, reference.medians, reference.path];
  for (const k of b.paintNoLaterThanTemplate ? ['fcp', 'lcp'] : []) {
    const later = `${k.toUpperCase()} later than the template's ${vs} by ${bench.formatInterval(difference[k])} ms`;
    failIf(difference[k].low > 0, `${row.path}: ${later}`);
  }
  const late = `${row.path}: hydrated at ${bench.ms(ours.hydrated)} ms, not ${b.hydratedSoonerThanTemplateBy * 100} % sooner than the template's ${vs} (${bench.ms(theirs.hydrated)} ms)`;
  failIf(ours.hydrated > theirs.hydrated * (1 - b.hydratedSoonerThanTemplateBy), late);
  const long = `${row.path}: longest start-up task ${bench.ms(ours.longestTaskCpu)} ms of CPU > ${b.longestTaskCpuMax} ms (unthrottled)`;
  failIf(ours.longestTaskCpu > b.longestTaskCpuMax, long);
}
for (const r of results.filter((x) => x.site === 'ours')) {
  const {performanceMin, clsMax} = budgets[r.formFactor];
  failIf(
    r.performance < performanceMin,
    `${key(r)}: performance ${r.performance} < ${performanceMin}`,
  );
  failIf(clsMax !== undefined && r.cls > clsMax, `${key(r)}: CLS ${r.cls.toFixed(4)} > ${clsMax}`);
}
// The home page at rest (the demo paused in view, or scrolled away with the hero in view)
// should not restyle every frame: an endless animation the compositor cannot run alone does.
const rest = budgets.homeAtRest;
failIf(rest && !demo, 'home page at rest: demo-cost.mjs gave no figures');
for (const phase of rest && demo ? ['paused', 'offScreen'] : []) {
  const perSecond = demo[phase]['style recalcs'] / demo.seconds;
  const busy = `home page at rest (${phase}): ${perSecond.toFixed(1)} style recalculations a second > ${rest.styleRecalcsPerSecondMax}`;
  failIf(perSecond > rest.styleRecalcsPerSecondMax, busy);
}
const templateHomeJs = weights.template.find((w) => w.path === '/').jsGzip;
const jsBudget = templateHomeJs * budgets.initialJsMaxRatioToTemplateHome;
for (const w of weights.ours.filter((x) => chosen(x.path) && x.jsGzip > jsBudget)) {
  failures.push(
    `${w.path}: initial JS ${kib(w.jsGzip)} KiB gzip > template home ${kib(templateHomeJs)} KiB`,
  );
}
const ourJs = weights.ours.map((w) => `${w.path} ${kib(w.jsGzip)}`).join(', ');
console.log(
  `\nInitial JS (gzip, fetched before hydrating): template home ${kib(templateHomeJs)} KiB; ours ${ourJs} KiB.`,
);

bench.reportBudgets(failures, `tests/bench/budgets.json, in ${browserUsed}`);
