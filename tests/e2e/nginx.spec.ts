import {spawn, type ChildProcess} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, root} from './built';
import {test, expect, ready, sitemapPaths} from './fixtures';
import {headersFor, parseHeadersFile} from '../../scripts/headers.mjs';
import {findNginx} from '../../scripts/nginx.mjs';
import {urlVariants} from './urlVariants';
import {navbarArticles} from './docsIndex';

/**
 * Self-hosting: the production build served by nginx with deploy/nginx.conf (its placeholder
 * build path and port replaced) answers like the CDN hosts do. Without nginx these tests are
 * skipped, with the reason in their names; under CI a missing nginx fails instead.
 */
const rules = parseHeadersFile(readFileSync(join(buildDir, '_headers'), 'utf8'));
// One port per Playwright port, so parallel checkouts do not collide.
const port = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 10);
const nginx = findNginx();
const missing = 'skipped: nginx is not installed';
if (!nginx && process.env.CI) {
  throw new Error('CI=true but nginx is not installed: the self-hosting tests must run in CI.');
}

// The title carries the reason when the tests are skipped.
test.describe(nginx ? 'served by nginx' : `served by nginx (${missing})`, () => {
  test.describe.configure({mode: 'serial'});
  test.skip(!nginx, missing);

  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  /** Starts scripts/nginx-server.mjs and resolves once it reports that nginx serves. */
  test.beforeAll(async () => {
    if (!nginx) return;
    const child = spawn(
      process.execPath,
      [join(root, 'scripts', 'nginx-server.mjs'), '--port', `${port}`],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('nginx serves ')) resolve();
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', () => reject(new Error(`nginx did not start:\n${output}`)));
    });
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

  function get(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${origin}${path}`, {redirect: 'manual', ...init});
  }

  /** Every header build/_headers declares for a path, as nginx sent it. */
  function expectDeclaredHeaders(path: string, response: Response): void {
    for (const [name, value] of Object.entries(headersFor(rules, path))) {
      expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
    }
  }

  test('deploy/nginx.conf takes the script policy from the build, not from a committed hash', () => {
    const conf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
    expect(conf).not.toContain("'sha256-");
    expect(readFileSync(join(buildDir, '_nginx', 'headers.conf'), 'utf8')).toContain(
      `add_header Content-Security-Policy "${headersFor(rules, '/')['Content-Security-Policy']}"`,
    );
  });

  test('every public route is served with its headers, compressed and revalidated', async () => {
    for (const path of sitemapPaths()) {
      const response = await get(path, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=0, must-revalidate',
      );
      expectDeclaredHeaders(path, response);
      expect(await response.text(), path).toContain('<h1');
    }
  });

  test('an unknown path gets the site not-found page with status 404', async () => {
    for (const path of [
      '/no/such/page',
      '/support.htm',
      '/_headers',
      '/_redirects',
      '/_nginx/headers.conf',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Oops! Page not found');
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
    const assetsDir = join(buildDir, 'assets');
    const script = readdirSync(join(assetsDir, 'js')).find((file) => file.startsWith('main.'));
    const style = readdirSync(join(assetsDir, 'css')).find((file) => file.endsWith('.css'));
    for (const path of [`/assets/js/${script}`, `/assets/css/${style}`]) {
      const response = await get(path, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expectDeclaredHeaders(path, response);
    }
    const image = await get('/img/social/site.png', {headers: {'Accept-Encoding': 'gzip'}});
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  test('robots.txt, the sitemap and the search index are served', async () => {
    expect((await get('/robots.txt')).headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await get('/sitemap.xml')).headers.get('content-type')).toMatch(/xml/);
    const bundle = join(buildDir, 'pagefind');
    const script = await get('/pagefind/pagefind.js', {headers: {'Accept-Encoding': 'gzip'}});
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect((await get('/pagefind/pagefind-entry.json')).headers.get('content-type')).toMatch(
      /^application\/json/,
    );
    // Pagefind gzips its index files itself: sent as they are, byte for byte.
    const binaries = [
      ...readdirSync(bundle).filter((file) => /\.(pagefind|pf_meta)$/.test(file)),
      ...['index', 'fragment'].map((dir) => `${dir}/${readdirSync(join(bundle, dir))[0]}`),
    ];
    expect(binaries.map((file) => file.split('.').at(-1))).toEqual(
      expect.arrayContaining(['pagefind', 'pf_meta', 'pf_index', 'pf_fragment']),
    );
    for (const file of binaries) {
      const response = await get(`/pagefind/${file}`, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe('application/octet-stream');
      expect(response.headers.get('content-encoding'), file).toBeNull();
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(readFileSync(join(bundle, file))), file).toBe(true);
      expectDeclaredHeaders(`/pagefind/${file}`, response);
    }
  });

  test('the site hydrates, navigates and searches under the policy nginx sends', async ({page}) => {
    const [from, to] = await navbarArticles();
    await page.goto(`${origin}/${from!.slug}`);
    await ready(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar.getByRole('link', {name: to!.label, exact: true}).click();
    await expect(page).toHaveURL(`${origin}/${to!.slug}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(to!.title);
    // The search compiles WebAssembly in a worker: the policy must allow both.
    const title = (await page.getByRole('heading', {level: 1}).textContent()) ?? '';
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByLabel('Search', {exact: true})
      .fill(title);
    await expect(page.getByRole('option').first()).toContainText(title);
  });
});
