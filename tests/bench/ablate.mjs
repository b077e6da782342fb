#!/usr/bin/env node
/**
 * Each speed-up measured on and off in one run: the site as it is, and one build per part with
 * that part switched off (SPEEDUPS_OFF, src/speedups.ts), plus React 19 in place of the pinned
 * React 18 (a package choice, installed in that copy). Every build is served at once and
 * measured round after round, interleaved, on the throttled phone profile of startup.mjs: FCP,
 * LCP, hydrated, a tap on the colour-mode toggle 1.0 s after navigation started, and the longest
 * start-up task unthrottled. Prints, per part and page, "off minus on" with its 95 % interval: a
 * positive figure is what the part saves.
 *
 *   node tests/bench/ablate.mjs [--runs 9] [--only PATH]... [--part NAME]... [--list]
 *
 * Not a test: CI does not run it. Copies live in the temporary directory and are removed.
 * Ports: BENCH_PORT (default 3130) and the next one for each part.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {copySite} from '../../scripts/site-copy.mjs';
import {differenceInterval, launchBrowser, measure, median, root, serve} from './startup.mjs';

// The speed-ups the build can switch off (src/speedups.ts reads the same list).
const speedups = JSON.parse(readFileSync(join(root, 'src', 'speedupParts.json'), 'utf8'));

/** Each part: a speed-up switched off, or packages installed in the copy's own node_modules. */
export const parts = [
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
    list: {type: 'boolean', default: false},
  },
});
if (values.list) {
  for (const part of parts) console.log(`${part.name}: without it, ${part.what}`);
  process.exit(0);
}
const runs = Number(values.runs);
const chosen = values.part?.length
  ? parts.filter((part) => values.part.includes(part.name))
  : parts;
if (values.part?.length && chosen.length !== values.part.length) {
  throw new Error(`--part takes one of: ${parts.map((part) => part.name).join(', ')}`);
}
// The home page, and the one article with a code block, so that the Prism part is measured.
const pages = values.only?.length ? values.only : ['/', '/context-aware-ai-enhancement'];

/** Prepares the copy for a part; returns the environment its build runs with. */
function applyPart(site, part) {
  if (part.install) {
    // Its own node_modules: a hard-linked copy of this checkout's, then the other versions.
    rmSync(join(site, 'node_modules'));
    spawnSync('cp', ['-al', join(root, 'node_modules'), join(site, 'node_modules')]);
    cpSync(join(root, 'package-lock.json'), join(site, 'package-lock.json'));
    const done = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', ...part.install],
      {cwd: site, stdio: 'inherit'},
    );
    if (done.status !== 0) throw new Error(`ablation "${part.name}": npm install failed`);
  }
  return part.off ? {SPEEDUPS_OFF: part.off} : {};
}

const port = Number(process.env.BENCH_PORT ?? 3130);

const variants = [{name: 'as it is', what: 'every part on'}, ...chosen];
const copies = [];
const servers = [];
try {
  for (const [i, variant] of variants.entries()) {
    const copy = copySite('mnemo-ablate-');
    copies.push(copy);
    const env = i > 0 ? applyPart(copy.site, variant) : {};
    const started = Date.now();
    copy.docusaurus(['build'], env);
    console.error(
      `[ablate] built "${variant.name}" in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    servers.push(await serve(copy.build, port + i));
  }
  const browser = await launchBrowser();
  /** samples[variant][page] = list of runs */
  const samples = variants.map(() => pages.map(() => []));
  try {
    for (let r = 0; r < runs; r += 1) {
      for (const [p, path] of pages.entries()) {
        // A different order each round, so no variant always runs first.
        const order = variants.map((_, i) => (i + r) % variants.length);
        for (const v of order) {
          const url = `http://127.0.0.1:${port + v}${path}`;
          const throttled = await measure(browser, url, {throttled: true});
          const tap = await measure(browser, url, {throttled: true, tapAt: 1000});
          const plain = await measure(browser, url, {throttled: false});
          samples[v][p].push({
            fcp: throttled.fcp,
            lcp: throttled.lcp,
            hydrated: throttled.hydrated,
            tap: tap.tapTook,
            longestTask: plain.longestTask,
          });
        }
        console.error(`[ablate] round ${r + 1}/${runs} ${path}`);
      }
    }
  } finally {
    await browser.close();
  }
  const keys = ['fcp', 'lcp', 'hydrated', 'tap', 'longestTask'];
  const show = (n) => (Number.isFinite(n) ? `${Math.round(n)}` : 'lost');
  console.log(`\nMedians of ${runs} interleaved runs (ms); tap: until the 1.0 s tap took effect`);
  console.log('| build | page | FCP | LCP | hydrated | tap | longest task |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [v, variant] of variants.entries()) {
    for (const [p, path] of pages.entries()) {
      const list = samples[v][p];
      const lost = list.filter((s) => s.tap === Infinity).length;
      const cells = keys.map((key) =>
        key === 'tap' && lost
          ? `${show(median(list.map((s) => s.tap)))} (${lost} lost)`
          : show(median(list.map((s) => s[key]))),
      );
      console.log(
        `| ${v === 0 ? variant.name : `without ${variant.name}`} | \`${path}\` | ${cells.join(' | ')} |`,
      );
    }
  }
  console.log('\nWithout each part:');
  for (const part of chosen) console.log(`- ${part.name}: ${part.what}`);
  console.log(
    '\nOff minus on (ms): median of paired differences [95 % interval]; positive = the part saves that much',
  );
  console.log('| part | page | FCP | LCP | hydrated | tap | longest task |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [v, variant] of variants.entries()) {
    if (v === 0) continue;
    for (const [p, path] of pages.entries()) {
      const cells = keys.map((key) => {
        const d = differenceInterval(
          samples[v][p].map((s) => s[key]),
          samples[0][p].map((s) => s[key]),
        );
        return Number.isFinite(d.median)
          ? `${show(d.median)} [${show(d.low)}, ${show(d.high)}]`
          : '–';
      });
      console.log(`| ${variant.name} | \`${path}\` | ${cells.join(' | ')} |`);
    }
  }
  mkdirSync(join(root, '.bench'), {recursive: true});
  writeFileSync(
    join(root, '.bench', 'ablation.json'),
    JSON.stringify({pages, variants: variants.map((v) => v.name), samples}, null, 2),
  );
} finally {
  for (const server of servers) server.kill();
  for (const copy of copies) copy.remove();
}
