#!/usr/bin/env node
/**
 * `npm test`, keeping both cores busy: the copy build (tests/copy-build.test.mjs) in the
 * background from the start; the production build; then the cross-engine lane (tests/engines/)
 * in the background while the quick checks run in turn; then the end-to-end suite. A failed
 * build or quick check stops everything. Background output is printed whole when it ends; exits
 * non-zero, naming every part that failed.
 */
import {spawn, spawnSync} from 'node:child_process';
import {once} from 'node:events';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

/** Runs a command (an npm script by default); resolves with its status and buffered output. */
function run(script, {buffered, command = ['npm', 'run', script]}) {
  const child = spawn(command[0], command.slice(1), {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Its own process group, so that a stop reaches its browsers and servers too.
    detached: buffered,
  });
  let output = '';
  for (const stream of buffered ? [child.stdout, child.stderr] : []) {
    stream.on('data', (chunk) => (output += chunk));
  }
  const done = once(child, 'close').then(([status]) => ({script, status: status ?? 1, output}));
  // A Ctrl-C, as a terminal sends it: a SIGTERM would leave Playwright's web server on its port.
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGINT');
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
/** Runs npm scripts, each with its arguments, one after another; a failure stops everything. */
function inTurn(scripts) {
  for (const [script, ...args] of scripts) {
    const done = spawnSync('npm', ['run', script, ...args], {stdio: 'inherit'});
    if (done.status !== 0) {
      background.forEach((part) => part.stop());
      console.error(`\nnpm test: ${script} failed (${elapsed()})`);
      process.exit(done.status ?? 1);
    }
  }
}
inTurn([['build:e2e']]);
// `npm run test:engines` without its build: the one above serves it and the end-to-end suite.
const engines = run('test:engines', {
  buffered: true,
  command: [process.execPath, 'tests/engines/run.mjs'],
});
background.push(engines);
// Jest's default of one worker per core but one leaves a core idle once the other engines end.
inTurn([['typecheck'], ['lint'], ['test:unit', '--', '--maxWorkers=2']]);
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
