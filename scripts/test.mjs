#!/usr/bin/env node
/**
 * `npm test`: three lanes side by side, since each part spends much of its time waiting (on a
 * browser, on the disk), and together they keep both cores busy:
 * - the quick checks one after another (type check, lint, unit tests), each printed when it ends;
 *   the first that fails stops everything;
 * - the end-to-end suite (its build, then Playwright), streamed as it comes;
 * - the copy build (tests/copy-build.test.mjs), printed whole when it ends.
 * Exits non-zero, naming every part that failed.
 */
import {spawn} from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;
const running = new Set();

/** Runs an npm script in its own process group; `done` resolves with its status and output. */
function run(script, {buffered}) {
  const child = spawn(npm, ['run', script], {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Its own process group, so that a stop reaches its browsers and servers too.
    detached: true,
  });
  running.add(child);
  let output = '';
  if (buffered) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  const done = new Promise((resolve) => {
    child.on('close', (status) => {
      running.delete(child);
      resolve({script, status: status ?? 1, output});
    });
  });
  return done;
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}

const copies = run('test:copies', {buffered: true});
const e2e = run('test:e2e', {buffered: false});
for (const script of ['typecheck', 'lint', 'test:unit']) {
  const {status, output} = await run(script, {buffered: true});
  console.log(`\n---- ${script} ----\n${output}`);
  if (status !== 0) {
    stopAll();
    console.error(`\nnpm test: ${script} failed (${elapsed()})`);
    process.exit(status);
  }
}
const results = await Promise.all([e2e, copies]);
const copyOutput = results[1].output;
console.log(`\n---- test:copies ----\n${copyOutput}`);
const failed = results.filter(({status}) => status !== 0).map(({script}) => script);
console.log(
  failed.length === 0
    ? `\nnpm test: everything passed in ${elapsed()}`
    : `\nnpm test: ${failed.join(' and ')} failed (${elapsed()})`,
);
process.exit(failed.length === 0 ? 0 : 1);
