#!/usr/bin/env node
/**
 * The end-to-end suite run many times over while another process keeps one core busy, to find
 * tests that fail by chance before they land. Not part of `npm test`.
 *
 *   npm run test:stress                       # 5 repeats, the browser the tests would pick
 *   npm run test:stress -- --repeat 3 --browser npm    # the Chromium from @sparticuz/chromium
 *   npm run test:stress -- --browser debian tests/e2e/demo.spec.ts   # Debian's whole browser
 *   (--browser shell: Debian's chromium-headless-shell)
 *
 * Other arguments go to Playwright. It builds the site first, prints the time the run took,
 * and exits with Playwright's status.
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
// scripts/chromium.mjs names them: Debian's headless shell or whole browser, or the npm one.
if (['shell', 'debian', 'npm'].includes(String(values.browser))) env.CHROMIUM = values.browser;
else if (values.browser)
  throw new Error(`--browser takes shell, debian or npm, not ${values.browser}`);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
for (const step of [
  [process.execPath, ['scripts/check-chromium.mjs']],
  [npm, ['run', 'build']],
]) {
  const done = spawnSync(step[0], step[1], {stdio: 'inherit', env});
  if (done.status !== 0) process.exit(done.status ?? 1);
}

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
