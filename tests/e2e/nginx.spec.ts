import {spawn, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {once} from 'node:events';
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {buildDir, readBuilt, root} from './built';
import {searchIndexDir} from '../../src/search/bundle';
import {test, expect, sitemapPaths} from './fixtures';
import {formOrigin} from './formHost';
import {headersFor, parseHeadersFile} from '../../scripts/host-files.mjs';
import {findNginx} from '../../scripts/nginx.mjs';
import {urlVariants} from './urlVariants';

/**
 * The headers build/_headers declares, and build/ served by nginx with deploy/nginx.conf (skipped
 * without nginx, but not under CI). The policy in a browser: every test, on scripts/serve.mjs.
 */
const rules = parseHeadersFile(readBuilt('_headers'));
const policy = headersFor(rules, '/')['Content-Security-Policy'] ?? '';
/** Directive name -> its sources. */
const csp = new Map(
  policy.split(/\s*;\s*/).map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
);

test('the build names each header once and sends the security headers everywhere', () => {
  // A host joins the values of a header two rules name.
  const names = rules.flatMap((rule) => rule.headers.map(([name]) => name));
  expect(new Set(names).size).toBe(names.length);
  expect(headersFor(rules, '/')).toMatchObject({
    'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}; includeSubDomains$/),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': expect.stringMatching(/camera=\(\).*microphone=\(\)/),
  });
});

test('the policy keeps everything on the site but the feedback form, which alone it frames, and allows every inline script and style of every built page by its hash', () => {
  // The site, its hashed inline sources (sorted), then `others`: no eval, no 'unsafe-inline'.
  const own = (name: string, ...others: string[]) => [
    "'self'",
    ...(csp.get(name) ?? []).filter((source) => source.startsWith("'sha256-")).sort(),
    ...others,
  ];
  expect(new Set(policy.match(/https?:\/\/[^\s;]+/g))).toEqual(new Set([formOrigin]));
  expect(Object.fromEntries(csp)).toMatchObject({
    'default-src': ["'self'"],
    'script-src': own('script-src', formOrigin),
    // React and the theme set style attributes at run time.
    'style-src': own('style-src'),
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': [formOrigin],
    'frame-ancestors': ["'none'"],
  });
  const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
    file.endsWith('.html'),
  );
  expect(files.length).toBeGreaterThan(5);
  const inline = files.flatMap((file) =>
    [...readBuilt(file).matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)]
      .filter(([, , attributes]) => !/\bsrc=|type=["']?application\/ld\+json/.test(attributes!))
      .map(([, tag, , body]) => ({file, tag, body: body!})),
  );
  for (const {file, tag, body} of inline) {
    const source = `${file}: inline ${tag} ${body.slice(0, 60)}…`;
    expect(csp.get(`${tag}-src`), source).toContain(sha(body));
  }
  // The colour-mode script is inline in every page.
  expect(inline.filter(({tag}) => tag === 'script').length).toBeGreaterThanOrEqual(files.length);
});

const port = Number(process.env.E2E_NGINX_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 10);
const origin = `http://127.0.0.1:${port}`;
const nginx = findNginx();
const missing = 'skipped: nginx is not installed';
if (!nginx && process.env.CI) {
  throw new Error('CI=true but nginx is not installed: the self-hosting tests must run in CI.');
}

/** Asks nginx, accepting gzip and following no redirect; the answer has every declared header. */
async function get(path: string): Promise<Response> {
  const headers = {'Accept-Encoding': 'gzip'};
  const response = await fetch(`${origin}${path}`, {redirect: 'manual', headers});
  for (const [name, value] of Object.entries(headersFor(rules, path.replace(/\?.*/, '')))) {
    expect(response.headers.get(name), `${path}: ${name}`).toBe(value);
  }
  return response;
}

/** The status, and the headers that say how a response is sent. */
const sent = (response: Response) => [
  response.status,
  ...['content-type', 'content-encoding', 'cache-control'].map((name) =>
    response.headers.get(name),
  ),
];
const revalidated = 'public, max-age=0, must-revalidate';

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

  test('every public route is served with its headers, compressed and revalidated', async () => {
    for (const path of sitemapPaths()) {
      const response = await get(path);
      expect(sent(response), path).toEqual([200, 'text/html; charset=utf-8', 'gzip', revalidated]);
      expect(await response.text(), path).toContain('<h1');
    }
  });

  test('every spelling of every page (a trailing slash, capitals) redirects permanently to its address; any other path, or a file only the host reads, gets the not-found page', async () => {
    for (const {from, to} of urlVariants()) {
      const response = await get(`${from}?ref=mail`);
      const answer = [response.status, response.headers.get('location')];
      expect(answer, from).toEqual([301, `${to}?ref=mail`]);
    }
    const hostFiles = ['/_headers', '/_redirects', '/_nginx/headers.conf'];
    for (const path of ['/no/such/page', '/Support-Team', '/support.htm', ...hostFiles]) {
      const response = await get(path);
      expect([response.status, await response.text()], path).toEqual([404, readBuilt('404.html')]);
    }
  });

  test('files are sent with their type, compressed unless an image, hashed assets cached for a year', async () => {
    const asset = (dir: string, name: RegExp) =>
      `/assets/${dir}/${readdirSync(join(buildDir, 'assets', dir)).find((file) => name.test(file))}`;
    const immutable = 'public, max-age=31536000, immutable';
    for (const [path, type, encoding, cache] of [
      [asset('js', /^main\./), /javascript/, 'gzip', immutable],
      [asset('css', /\.css$/), /^text\/css/, 'gzip', immutable],
      ['/img/social/site.png', /^image\/png$/, null, revalidated],
      ['/robots.txt', /^text\/plain/, null, revalidated],
      ['/sitemap.xml', /xml/, 'gzip', revalidated],
      [`/${searchIndexDir}/index.json`, /^application\/json/, 'gzip', revalidated],
    ] as const) {
      const expected = [200, expect.stringMatching(type), encoding, cache];
      expect(sent(await get(path)), path).toEqual(expected);
    }
  });
});
