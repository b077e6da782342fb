#!/usr/bin/env node
/**
 * Serves build/ with nginx and deploy/nginx.conf (its build path and listen lines replaced),
 * unprivileged on 127.0.0.1, in a main config whose pid, logs and temp files live in a temp dir.
 *
 * Usage: node scripts/nginx-server.mjs [--port 3114] [--dir build]   (Ctrl+C stops it)
 */
import {spawn, execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {setTimeout as sleep} from 'node:timers/promises';
import {join, resolve} from 'node:path';
import {findNginx, installHint} from './nginx.mjs';
import {root} from './site-copy.mjs';

/** The build path deploy/nginx.conf names, replaced by the served build's. */
const placeholderBuild = '/srv/mnemo/build';

/** deploy/nginx.conf made runnable here: the build's absolute path, a local port, temp paths. */
function testConfig({buildDir, port, tempDir}) {
  const site = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  const replace = (text, pattern, replacement) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf: no line matches ${pattern}`);
    return text.replace(pattern, replacement);
  };
  if (!site.includes(`root ${placeholderBuild};`)) {
    throw new Error(`deploy/nginx.conf: no "root ${placeholderBuild};" line`);
  }
  let server = site.replaceAll(placeholderBuild, buildDir);
  server = replace(server, /^\s*listen 80;$/m, `    listen 127.0.0.1:${port};`);
  server = replace(server, /^\s*listen \[::\]:80;\n/m, '');
  const temp = (name) => `${name}_temp_path ${join(tempDir, name)};`;
  return [
    // Workers of a root master would run as "nobody", who may not read the checkout.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    'daemon off;',
    'master_process on;',
    `pid ${join(tempDir, 'nginx.pid')};`,
    `error_log ${join(tempDir, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  sendfile on;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    server,
    '}',
    '',
  ].join('\n');
}

async function waitUntilServing(url, child, tempDir) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await globalThis.fetch(url, {method: 'HEAD'});
      return;
    } catch {
      await sleep(100);
    }
  }
  const log = join(tempDir, 'error.log');
  throw new Error(
    `nginx did not start on ${url}.\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`,
  );
}

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const port = Number(option('port', '3114'));
const buildDir = resolve(option('dir', join(root, 'build')));
try {
  const binary = findNginx();
  if (!binary)
    throw new Error(`nginx is not installed; the self-hosting tests need it.\n${installHint}`);
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error(`No build in ${buildDir}`);
  const tempDir = mkdtempSync(join(tmpdir(), 'mnemo-nginx-'));
  const confPath = join(tempDir, 'nginx.conf');
  writeFileSync(confPath, testConfig({buildDir, port, tempDir}));
  const args = ['-p', tempDir, '-e', join(tempDir, 'error.log'), '-c', confPath];
  execFileSync(binary, ['-t', '-q', ...args], {stdio: 'inherit'});
  const child = spawn(binary, args, {stdio: 'inherit'});
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child, tempDir);
  console.log(`nginx serves ${buildDir} at ${url}`);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(tempDir, {recursive: true, force: true});
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
