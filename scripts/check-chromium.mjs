#!/usr/bin/env node
// Fails fast, before a long build, when the end-to-end tests have no browser to run in.
import {execFileSync} from 'node:child_process';
import {chromiumPath} from './chromium.mjs';

const path = chromiumPath;
try {
  const version = execFileSync(path, ['--headless', '--no-sandbox', '--version'], {
    encoding: 'utf8',
    timeout: 30_000,
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  console.log(`End-to-end tests will use ${version} (${path}).`);
} catch {
  console.error(
    `No usable Chromium at ${path}.\n` +
      "Install Debian's build with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at another Chromium binary.',
  );
  process.exit(1);
}
