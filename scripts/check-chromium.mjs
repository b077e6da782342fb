#!/usr/bin/env node
// Fails fast, before a long build, when the end-to-end tests have no browser that starts.
import {execFileSync} from 'node:child_process';
import {resolveChromium} from './chromium.mjs';

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
