import {defineConfig, devices} from '@playwright/test';
import {resolveChromium} from './scripts/chromium.mjs';

/** End-to-end tests run against the production build, served as the static hosts serve it. */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Decided once in the runner; the workers inherit the decision.
const browser = resolveChromium();

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  // Stops a hung test, measures no speed: on two busy cores an axe pass over a page takes 15 s.
  timeout: 90_000,
  // An assertion waits for what the page does (hydration, a redirect, a lazy chunk): on two busy
  // cores hydration alone takes up to 8 s, so the wait is three times the default.
  expect: {timeout: 15_000},
  use: {
    baseURL,
    // A trace costs every test a tenth of its time: run a failing test again with `--trace on`.
    trace: 'off',
    launchOptions: {
      executablePath: browser.path,
      args: browser.args,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: `node scripts/serve.mjs --dir build --port ${port}`,
    url: baseURL,
    // A copy of the site (tests/copy-build.test.mjs) must be tested on its own build.
    reuseExistingServer: !process.env.CI && !process.env.E2E_OWN_SERVER,
    stdout: 'ignore',
  },
});
