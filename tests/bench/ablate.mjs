#!/usr/bin/env node
/**
 * Each speed-up measured on and off in one run (README.md): the site as it is and one build per
 * part with that part off (SPEEDUPS_OFF, src/speedups.ts) or other packages installed (React 19),
 * served at once on BENCH_PORT (default 3130) and up, measured interleaved by startup.mjs. Prints
 * medians and, per part and page, "off minus on" with its 95 % interval (positive: what the part
 * saves). `--cpu` repeated: every build at each slowdown, a table each, the longest task at the
 * first; `--no-probe`: no tap and no unthrottled run. Copies are removed.
 *
 *   node tests/bench/ablate.mjs [--runs 9] [--only PATH]... [--part NAME]... [--cpu 4]...
 *                               [--no-probe] [--list]
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {copySite} from '../../scripts/site-copy.mjs';
import * as bench from './startup.mjs';

const speedups = JSON.parse(readFileSync(join(bench.root, 'src', 'speedupParts.json'), 'utf8'));
const parts = [
  ...Object.entries(speedups).map(([name, {off}]) => ({name, what: off, off: name})),
  {
    name: 'react18',
    what: 'React 19, which Docusaurus 3 also accepts',
    install: ['react@19', 'react-dom@19'],
  },
];

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '9'},
    only: {type: 'string', multiple: true},
    part: {type: 'string', multiple: true},
    cpu: {type: 'string', multiple: true, default: [String(bench.profile.cpuSlowdown)]},
    'no-probe': {type: 'boolean', default: false},
    list: {type: 'boolean', default: false},
  },
});
if (values.list) {
  for (const part of parts) console.log(`${part.name}: without it, ${part.what}`);
  process.exit(0);
}
const runs = Number(values.runs);
const slowdowns = values.cpu.map(Number);
const probe = !values['no-probe'];
const chosen = parts.filter((part) => !values.part?.length || values.part.includes(part.name));
if (values.part?.length && chosen.length !== values.part.length) {
  throw new Error(`--part takes one of: ${parts.map((part) => part.name).join(', ')}`);
}
// The home page, and the one article with a code block, so that the Prism part is measured.
const pages = values.only?.length ? values.only : ['/', '/context-aware-ai-enhancement'];
const port = Number(process.env.BENCH_PORT ?? 3130);

/** Prepares the copy for a part; returns the environment its build runs with. */
function applyPart(site, part) {
  if (part.install) {
    // Its own node_modules: a hard-linked copy of this checkout's, then the other versions.
    rmSync(join(site, 'node_modules'));
    spawnSync('cp', ['-al', join(bench.root, 'node_modules'), join(site, 'node_modules')]);
    cpSync(join(bench.root, 'package-lock.json'), join(site, 'package-lock.json'));
    const done = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', ...part.install],
      {cwd: site, stdio: 'inherit'},
    );
    if (done.status !== 0) throw new Error(`ablation "${part.name}": npm install failed`);
  }
  return part.off ? {SPEEDUPS_OFF: part.off} : {};
}

const variants = [{name: 'as it is', what: 'every part on'}, ...chosen];
const copies = [];
const servers = [];
try {
  for (const [i, variant] of variants.entries()) {
    const copy = copySite('mnemo-ablate-');
    copies.push(copy);
    const started = Date.now();
    copy.docusaurus(['build'], i > 0 ? applyPart(copy.site, variant) : {});
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.error(`[ablate] built "${variant.name}" in ${seconds} s`);
    servers.push(await bench.serve(copy.build, port + i));
  }
  const browser = await bench.launchBrowser();
  const browserUsed = bench.browserName(browser);
  /** bySlowdown[slowdown][variant][page] = list of runs */
  const bySlowdown = slowdowns.map(() => variants.map(() => pages.map(() => [])));
  try {
    for (let r = 0; r < runs; r += 1) {
      for (const [p, path] of pages.entries()) {
        for (const [c, cpu] of slowdowns.entries()) {
          // A different order each round, so no variant always runs first.
          for (const v of variants.map((_, i) => (i + r) % variants.length)) {
            const url = `http://127.0.0.1:${port + v}${path}`;
            const options = {cpu, unthrottled: probe && c === 0};
            const taps = probe ? [1000] : [];
            bySlowdown[c][v][p].push(await bench.measureRun(browser, url, taps, options));
          }
        }
        console.error(`[ablate] round ${r + 1}/${runs} ${path}`);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${browserUsed}; without each part:`);
  for (const part of chosen) console.log(`- ${part.name}: ${part.what}`);
  for (const [c, cpu] of slowdowns.entries()) {
    const samples = bySlowdown[c];
    console.log(`\n## ${cpu}× CPU`);
    const rows = variants.flatMap((variant, v) =>
      pages.map((path, p) => ({variant, v, p, path, list: samples[v][p]})),
    );
    const show = (n) => (Number.isFinite(n) ? `${Math.round(n)}` : 'lost');
    const figures = (list, key) => list.map((sample) => sample[key]);
    const keys = {FCP: 'fcp', LCP: 'lcp', hydrated: 'hydrated'};
    if (probe) keys.tap = 'tap1000';
    if (probe && c === 0) keys['longest task'] = 'longestTask';
    const columns = (first, name, cell) => [
      [first, name],
      ['page', ({path}) => `\`${path}\``],
      ...Object.entries(keys).map(([header, key]) => [header, (row) => cell(row, key)]),
    ];
    bench.printTable(
      `Medians of ${runs} interleaved runs (ms) at ${cpu}× CPU${probe ? '; tap: until the 1.0 s tap took effect' : ''}`,
      columns(
        'build',
        ({v, variant}) => (v === 0 ? variant.name : `without ${variant.name}`),
        ({list}, key) => {
          const lost = list.filter((s) => s[key] === Infinity).length;
          return `${show(bench.median(figures(list, key)))}${lost ? ` (${lost} lost)` : ''}`;
        },
      ),
      rows,
      {markdown: true},
    );
    bench.printTable(
      'Off minus on (ms): median of paired differences [95 % interval]; positive = the part saves that much',
      columns(
        'part',
        ({variant}) => variant.name,
        ({p, list}, key) =>
          bench.formatInterval(
            bench.differenceInterval(figures(list, key), figures(samples[0][p], key)),
            show,
          ),
      ),
      rows.filter(({v}) => v > 0),
      {markdown: true},
    );
  }
  mkdirSync(join(bench.root, '.bench'), {recursive: true});
  writeFileSync(
    join(bench.root, '.bench', 'ablation.json'),
    JSON.stringify({pages, slowdowns, variants: variants.map((v) => v.name), bySlowdown}, null, 2),
  );
} finally {
  for (const server of servers) server.kill();
  for (const copy of copies) copy.remove();
}
