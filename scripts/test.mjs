#!/usr/bin/env node
/**
 * `npm test`: the copy build (tests/copy-build.test.mjs) starts at once in the background, while
 * the quick checks run one after another (type check, lint, unit tests) and then the production
 * build, which two suites then test side by side: the end-to-end suite (Playwright, Chromium) and
 * the cross-engine lane (tests/engines/, Firefox and WebKit). Each part spends much of its time
 * waiting on a browser, so side by side they keep both cores busy. A quick check or a build that
 * fails stops everything. The end-to-end output streams as it comes; the others' is printed whole
 * when they end. Exits non-zero, naming every part that failed.
 */
import {spawn, spawnSync} from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

/** Runs a command (an npm script by default); resolves with its status and buffered output. */
function run(script, {buffered, command = [npm, 'run', script]}) {
  let child;
  const done = new Promise((resolve) => {
    child = spawn(command[0], command.slice(1), {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Its own process group, so that a stop reaches its browsers and servers too.
      detached: buffered,
    });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (status) => resolve({script, status: status ?? 1, output}));
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already ended.
    }
  };
  return {done, stop};
}

const copies = run('test:copies', {buffered: true});
const background = [copies];
// In a process group of its own, a buffered part does not get the terminal's Ctrl-C: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    background.forEach((part) => part.stop());
    process.exit(1);
  });
}
// The checks that Chromium and nginx are there come before the long build.
for (const script of ['typecheck', 'lint', 'test:unit', 'build:e2e']) {
  const done = spawnSync(npm, ['run', script], {stdio: 'inherit'});
  if (done.status !== 0) {
    copies.stop();
    console.error(`\nnpm test: ${script} failed (${elapsed()})`);
    process.exit(done.status ?? 1);
  }
}
// `npm run test:e2e` and `test:engines` without their builds: the one above serves both.
const engines = run('test:engines', {
  buffered: true,
  command: [process.execPath, 'tests/engines/run.mjs'],
});
background.push(engines);
const results = await Promise.all([
  run('test:e2e', {buffered: false, command: ['npx', 'playwright', 'test']}).done,
  engines.done,
  copies.done,
]);
for (const {script, output} of results) {
  if (output) console.log(`\n---- ${script} ----\n${output}`);
}
const failed = results.filter(({status}) => status !== 0).map(({script}) => script);
console.log(
  failed.length === 0
    ? `\nnpm test: everything passed in ${elapsed()}`
    : `\nnpm test: ${failed.join(' and ')} failed (${elapsed()})`,
);
process.exit(failed.length === 0 ? 0 : 1);
