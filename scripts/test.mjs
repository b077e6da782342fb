#!/usr/bin/env node
/**
 * `npm test`: the quick checks one after another (type check, lint, unit tests), stopping at the
 * first that fails; then the end-to-end suite and the copy build side by side, since each spends
 * most of its time waiting on a browser and the two together keep both cores busy. The end-to-end
 * output streams as it comes; the copy build's is printed whole when it ends. Exits non-zero,
 * naming every part that failed.
 */
import {spawn, spawnSync} from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 60_000).toFixed(1)} min`;

for (const script of ['typecheck', 'lint', 'test:unit']) {
  const done = spawnSync(npm, ['run', script], {stdio: 'inherit'});
  if (done.status !== 0) {
    console.error(`\nnpm test: ${script} failed (${elapsed()})`);
    process.exit(done.status ?? 1);
  }
}

/** Runs an npm script; resolves with its exit status and, when buffered, its output. */
function run(script, {buffered}) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (status) => resolve({script, status: status ?? 1, output}));
  });
}

const results = await Promise.all([
  run('test:e2e', {buffered: false}),
  run('test:copies', {buffered: true}),
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
