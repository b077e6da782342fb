#!/usr/bin/env node
// Before a long build: fails fast when the end-to-end tests have no browser that starts, and says
// whether the self-hosting tests will run: without nginx they are skipped, except under CI=true,
// where a missing nginx fails.
import {execFileSync, spawnSync} from 'node:child_process';
import {resolveChromium} from './chromium.mjs';
import {findNginx, installHint} from './nginx.mjs';

try {
  const {path} = resolveChromium();
  const version = execFileSync(path, ['--headless', '--no-sandbox', '--version'], {
    encoding: 'utf8',
    timeout: 30_000,
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  console.log(`End-to-end tests will use ${version}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(
    'The end-to-end tests need a Chromium: "npm ci" installs one (Linux x64), or set ' +
      'CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}

const nginx = findNginx();
// nginx prints its version on stderr.
const nginxVersion = nginx ? spawnSync(nginx, ['-v'], {encoding: 'utf8'}) : undefined;
if (nginx && nginxVersion?.status === 0) {
  console.log(`Self-hosting tests will use ${nginxVersion.stderr.trim()} (${nginx}).`);
} else {
  const reason = nginx ? `${nginx} does not run` : 'nginx is not installed';
  // A chosen nginx that does not run is a mistake, not a machine without nginx.
  if (process.env.CI || process.env.NGINX_PATH) {
    console.error(`${reason}: the self-hosting tests must run (CI or NGINX_PATH).\n${installHint}`);
    process.exit(1);
  }
  console.warn(
    `${reason}: the self-hosting tests (tests/e2e/nginx.spec.ts) will be skipped.\n${installHint}`,
  );
}
