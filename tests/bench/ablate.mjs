#!/usr/bin/env node
/** Each speed-up on and off in one run (README.md): "off minus on" is what it saves; no copies. */
import {spawnSync} from 'node:child_process';
import {cpSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {copySite} from '../../scripts/site-copy.mjs';
import * as bench from './startup.mjs';

const speedups = bench.readJson('src', 'speedupParts.json');
const parts = Object.entries(speedups).map(([name, {off}]) => ({name, what: off, off: name}));
const react19 = ['react@19', 'react-dom@19'];
parts.push({name: 'react18', what: 'React 19, which Docusaurus 3 also accepts', install: react19});

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '9'},
    only: {type: 'string', multiple: true},
    part: {type: 'string', multiple: true},
    'no-probe': {type: 'boolean', default: false},
  },
});
const chosen = parts.filter((part) => !values.part?.length || values.part.includes(part.name));
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
    spawnSync('cp', ['-al', join(bench.root, 'node_modules'), join(site, 'node_modules')]);
    cpSync(join(bench.root, 'package-lock.json'), join(site, 'package-lock.json'));
    const install = ['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts'];
    const done = spawnSync('npm', [...install, ...part.install], {cwd: site, stdio: 'inherit'});
    if (done.status !== 0) throw new Error(`ablation "${part.name}": npm install failed`);
  }
  return part.off ? {SPEEDUPS_OFF: part.off} : {};
}

const variants = [{name: 'as it is'}, ...chosen];
const copies = [];
try {
  for (const [i, variant] of variants.entries()) {
    copies.push(copySite('mnemo-ablate-'));
    copies[i].docusaurus(['build'], i > 0 ? applyPart(copies[i].site, variant) : {});
    console.error(`[ablate] built "${variant.name}"`);
  }
  await bench.withServedBrowser(
    copies.map((copy) => copy.build),
    3130,
    async (browser, bases) => {
      console.log(`Without each part:\n${chosen.map((p) => `- ${p.name}: ${p.what}`).join('\n')}`);
      // A page's builds, in a different order each round, so that none always runs first.
      const groups = pages.map((path) =>
        variants.map(({name}, v) => ({
          name: `${v ? 'without ' : ''}${name} ${path}`,
          url: bases[v] + path,
        })),
      );
      // Off minus on: positive is what the part saves.
      const pairs = groups.flatMap(([on, ...off]) => off.map((row) => [row, on]));
      const options = {runs: Number(values.runs), probe: !values['no-probe']};
      await bench.compareUrls(browser, {...options, taps: [1000], groups, pairs});
    },
  );
} finally {
  for (const copy of copies) copy.remove();
}
