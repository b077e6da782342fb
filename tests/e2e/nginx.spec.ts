import {spawn, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {once} from 'node:events';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, root} from './built';
import {searchIndexDir} from '../../src/search/bundle';
import {test, expect, gotoHydrated, sitemapPaths} from './fixtures';
import {headersFor, parseHeadersFile} from '../../scripts/headers.mjs';
import {findNginx} from '../../scripts/nginx.mjs';
import {urlVariants} from './urlVariants';
import {navbarArticles} from './docsIndex';

/**
 * The headers as served, checked in one place: build/_headers (its rules: unit/headers.test.ts)
 * allows every inline script and style of the build by its hash, and build/ served by nginx with
 * deploy/nginx.conf sends every header it declares, as the CDN hosts do. Without nginx the served
 * checks are skipped, the reason in their names; under CI that fails instead. Every page a test
 * opens fails it on a CSP violation (fixtures.ts).
 */
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

// One port per Playwright port, so parallel checkouts do not collide.
const port = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 10);
const origin = `http://127.0.0.1:${port}`;
const nginx = findNginx();
const missing = 'skipped: nginx is not installed';
if (!nginx && process.env.CI) {
  throw new Error('CI=true but nginx is not installed: the self-hosting tests must run in CI.');
}

/** Asks nginx, accepting gzip and following no redirect. */
const get = (path: string) =>
  fetch(`${origin}${path}`, {redirect: 'manual', headers: {'Accept-Encoding': 'gzip'}});

/** Every header build/_headers declares for a path, as nginx sent it. */
function expectDeclaredHeaders(path: string, response: Response): void {
  for (const [name, value] of Object.entries(headersFor(rules, path))) {
    expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
  }
}

/** The headers that say how a response is sent. */
const sent = (response: Response) =>
  ['content-type', 'content-encoding', 'cache-control'].map((name) => response.headers.get(name));

test.describe(nginx ? 'served by nginx' : `served by nginx (${missing})`, () => {
  test.describe.configure({mode: 'serial'});
  test.skip(!nginx, missing);
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    if (!nginx) return;
    const args = [join(root, 'scripts', 'nginx-server.mjs'), '--port', `${port}`];
    const child = (server = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'pipe']}));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => (output += chunk).includes('nginx serves ') && resolve();
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', () => reject(new Error(`nginx did not start:\n${output}`)));
    });
  });

  test.afterAll(async () => {
    if (server?.exitCode !== null) return;
    server.kill('SIGTERM');
    await once(server, 'exit');
  });

  test('deploy/nginx.conf takes the script policy from the build, not from a committed hash', () => {
    const conf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
    expect(conf).not.toContain("'sha256-");
    expect(readFileSync(join(buildDir, '_nginx', 'headers.conf'), 'utf8')).toContain(
      `add_header Content-Security-Policy "${policy}"`,
    );
  });

  test('every public route is served with its headers, compressed and revalidated', async () => {
    for (const path of sitemapPaths()) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(sent(response), path).toEqual([
        'text/html; charset=utf-8',
        'gzip',
        'public, max-age=0, must-revalidate',
      ]);
      expectDeclaredHeaders(path, response);
      expect(await response.text(), path).toContain('<h1');
    }
  });

  test('an unknown path gets the site not-found page with status 404', async () => {
    const paths = [
      '/no/such/page',
      '/support.htm',
      '/_headers',
      '/_redirects',
      '/_nginx/headers.conf',
    ];
    const page = readFileSync(join(buildDir, '404.html'), 'utf8');
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(page);
      expectDeclaredHeaders(path, response);
    }
  });

  test('every spelling of every page (a trailing slash, capitals) redirects permanently to its address', async () => {
    for (const {from, to} of urlVariants()) {
      const response = await get(`${from}?ref=mail`);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(`${to}?ref=mail`);
      expectDeclaredHeaders(from, response);
    }
    expect((await get('/Support-Team')).status).toBe(404);
    expect((await get('/')).status).toBe(200);
  });

  test('hashed assets are cached for a year and compressed; images are not recompressed', async () => {
    const assets = join(buildDir, 'assets');
    const script = readdirSync(join(assets, 'js')).find((file) => file.startsWith('main.'));
    const style = readdirSync(join(assets, 'css')).find((file) => file.endsWith('.css'));
    for (const path of [`/assets/js/${script}`, `/assets/css/${style}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(sent(response).slice(1), path).toEqual([
        'gzip',
        'public, max-age=31536000, immutable',
      ]);
      expectDeclaredHeaders(path, response);
    }
    expect(sent(await get('/img/social/site.png'))).toEqual([
      'image/png',
      null,
      'public, max-age=0, must-revalidate',
    ]);
  });

  test('robots.txt, the sitemap and the search index are served', async () => {
    expect((await get('/robots.txt')).headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await get('/sitemap.xml')).headers.get('content-type')).toMatch(/xml/);
    // The search index's files: JSON, compressed on the way.
    const index = `/${searchIndexDir}/index.json`;
    const [type, encoding] = sent(await get(index));
    expect(type).toMatch(/^application\/json/);
    expect(encoding).toBe('gzip');
    expectDeclaredHeaders(index, await get(index));
  });

  test('the site hydrates, navigates and searches under the policy nginx sends', async ({page}) => {
    const [from, to] = await navbarArticles();
    await gotoHydrated(page, `${origin}/${from!.slug}`);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('link', {name: to!.label, exact: true}).click();
    await expect(page).toHaveURL(`${origin}/${to!.slug}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(to!.title);
    // The search fetches its index from the site itself: the policy must allow it.
    await navbar.getByLabel('Search', {exact: true}).fill(to!.title);
    await expect(page.getByRole('option').first()).toContainText(to!.title);
  });
});
