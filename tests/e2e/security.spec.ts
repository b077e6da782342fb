import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir} from './built';
import {navbarArticles} from './docsIndex';
import {test, expect, gotoHydrated, ready, sitemapPaths} from './fixtures';
import {headersFor, parseHeadersFile} from '../../scripts/headers.mjs';

const rules = parseHeadersFile(readFileSync(join(buildDir, '_headers'), 'utf8'));

const policy = headersFor(rules, '/')['Content-Security-Policy'] ?? '';
/** Directive name -> its sources. */
const csp = new Map(
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .map(([name, ...sources]) => [name, sources]),
);

test('every inline script and style in every built page is allowed by its hash', () => {
  const scriptSources = csp.get('script-src') ?? [];
  const styleSources = csp.get('style-src') ?? [];
  const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(buildDir, file));
  expect(files.length).toBeGreaterThan(5);
  let inlineScripts = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    for (const [, attributes = '', body = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/\bsrc=/.test(attributes) || /type=["']?application\/ld\+json/.test(attributes)) continue;
      inlineScripts += 1;
      expect(scriptSources, `${file}: inline script ${body.slice(0, 60)}…`).toContain(sha(body));
    }
    // The site's stylesheet is inline in each page, allowed by its hash like the scripts.
    for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
      expect(styleSources, `${file}: inline style ${body.slice(0, 60)}…`).toContain(sha(body));
    }
  }
  // The colour-mode script runs inline on every page, before the first paint.
  expect(inlineScripts).toBeGreaterThanOrEqual(files.length);
});

const securityHeaders = {
  'content-security-policy': policy,
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': /camera=\(\).*microphone=\(\)/,
} satisfies Record<string, string | RegExp>;

test('pages, assets and the not-found page are sent with the security headers', async ({
  request,
}) => {
  const asset = readdirSync(join(buildDir, 'assets', 'js')).find((file) => file.endsWith('.js'));
  for (const path of [...sitemapPaths(), `/assets/js/${asset}`, '/no/such/page']) {
    const response = await request.get(path);
    const headers = response.headers();
    for (const [name, expected] of Object.entries(securityHeaders)) {
      if (typeof expected === 'string') expect(headers[name], `${path} ${name}`).toBe(expected);
      else expect(headers[name], `${path} ${name}`).toMatch(expected);
    }
  }
});

// The page fixture fails the test on any violation of the policy.
test('the site runs under its policy: hydration, navigation, search and colour mode', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toBe(policy);
  await ready(page);
  await page.getByRole('button', {name: /dark and light mode/}).click();
  const [from, to] = await navbarArticles();
  await page.getByLabel('Search', {exact: true}).fill(to!.title);
  // The first query waits for the search index to download and load in its worker.
  await expect(page.getByRole('option').first()).toBeVisible({timeout: 20_000});
  await gotoHydrated(page, `/${from!.slug}`);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await navbar.getByRole('link', {name: to!.label, exact: true}).click();
  await expect(page).toHaveURL(`/${to!.slug}`);
});
