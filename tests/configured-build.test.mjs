/**
 * A deployment with its own brand, proved in a temporary copy of the site (run by `npm test`):
 * every brand variable is set to another valid value, the copy is built with them, and the
 * copy's own end-to-end checks of headers, nginx, SEO, the not-found page and URL variants run
 * on that build with the same values. Nothing committed may depend on the default brand or on
 * one build's inline-script hashes.
 *
 * Usage: node --test tests/configured-build.test.mjs   (a build and a short Playwright run)
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {copySite} from '../scripts/site-copy.mjs';

/** Valid values unlike every default (see src/brand.ts), on other hosts. */
const brand = {
  PRODUCT_NAME: 'Recall',
  CONTACT_EMAIL: 'team@recall-notes.test',
  SITE_URL: 'https://www.recall-notes.test',
  WAITLIST_URL: 'https://signup.forms-host.test/recall-waitlist',
  FEEDBACK_FORM_URL: 'https://embed.feedback-host.test/forms/recall',
  PRIVACY_POLICY_URL: 'https://legal.recall-notes.test/privacy',
};

const specs = [
  'tests/e2e/security.spec.ts',
  'tests/e2e/nginx.spec.ts',
  'tests/e2e/seo.spec.ts',
  'tests/e2e/not-found.spec.ts',
  'tests/e2e/url-variants.spec.ts',
];

// Its own ports, clear of the main end-to-end run's (E2E_PORT, and +10 for nginx).
const port = Number(process.env.E2E_PORT ?? 3100) + 20;

/** @type {ReturnType<typeof copySite> | undefined} */
let copy;

before(() => {
  copy = copySite('mnemo-configured-');
  copy.docusaurus(['build'], brand);
});

after(() => {
  copy?.remove();
});

test('the build carries the configured brand and origins, none of the defaults', () => {
  assert.ok(copy);
  const home = readFileSync(join(copy.build, 'index.html'), 'utf8');
  assert.match(
    home,
    /<link[^>]*rel="?canonical"?[^>]*href="?https:\/\/www\.recall-notes\.test\/?"?/,
  );
  assert.ok(home.includes(brand.CONTACT_EMAIL), 'the contact address is on the page');
  assert.ok(home.includes(brand.WAITLIST_URL), 'the waitlist link is on the page');
  const headers = readFileSync(join(copy.build, '_headers'), 'utf8');
  assert.match(headers, /frame-src https:\/\/embed\.feedback-host\.test/);
  for (const file of ['index.html', 'support.html', '_headers', 'robots.txt', 'sitemap.xml']) {
    const text = readFileSync(join(copy.build, file), 'utf8');
    assert.doesNotMatch(text, /mnemo\.example|tally\.so|Mnemo/, `${file} keeps a default`);
  }
});

test('headers, nginx, SEO, not-found and URL checks pass on the configured build', () => {
  assert.ok(copy);
  const run = spawnSync(
    process.execPath,
    [
      join(copy.site, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      ...specs,
      '--reporter=line',
    ],
    {
      cwd: copy.site,
      encoding: 'utf8',
      env: {...process.env, ...brand, E2E_PORT: String(port), E2E_NGINX_PORT: String(port + 10)},
    },
  );
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  assert.match(run.stdout, /\d+ passed/);
});
