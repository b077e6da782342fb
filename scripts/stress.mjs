#!/usr/bin/env node
/**
 * Builds, then runs the end-to-end suite many times over while other processes keep cores busy,
 * to find tests that fail by chance. Exits with Playwright's status.
 *
 *   npm run test:stress -- [--repeat 5] [--hogs 1] [--browser shell|debian|npm] [playwright args]
 */
import {spawn, spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  strict: false,
  options: {
    repeat: {type: 'string', default: '5'},
    browser: {type: 'string', default: ''},
    hogs: {type: 'string', default: '1'},
  },
});
const env = {...process.env, E2E_OWN_SERVER: '1'};
// The browser check that `build:e2e` runs first refuses a name other than shell, debian or npm.
if (values.browser) env.CHROMIUM = String(values.browser);

const build = spawnSync('npm', ['run', 'build:e2e'], {stdio: 'inherit', env});
if (build.status !== 0) process.exit(build.status ?? 1);

// Each hog keeps one core busy for as long as the run lasts.
const hogs = Array.from({length: Number(values.hogs)}, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'}),
);
const started = Date.now();
const run = spawnSync(
  process.execPath,
  [
    'node_modules/@playwright/test/cli.js',
    'test',
    `--repeat-each=${values.repeat}`,
    '--reporter=dot',
    ...positionals.map(String),
  ],
  {stdio: 'inherit', env},
);
for (const hog of hogs) hog.kill();
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `Stress run: --repeat-each ${values.repeat} with ${hogs.length} busy core(s), ` +
    `${env.CHROMIUM ? `CHROMIUM=${env.CHROMIUM}` : 'the default browser'}: ` +
    `${run.status === 0 ? 'green' : 'RED'} in ${minutes} min`,
);
process.exit(run.status ?? 1);
