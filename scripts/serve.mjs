#!/usr/bin/env node
/**
 * Serves the production build the way the static hosts do: clean URLs (a page's address with a
 * trailing slash redirects to it), the rules of build/_redirects and the headers of
 * build/_headers as Cloudflare Pages and Netlify read them, the 404 page for anything else, gzip
 * and long-lived caching for hashed assets. Each file is gzipped once, then served from memory,
 * so the server takes no CPU from the browser the benchmark measures beside it.
 *
 * Usage: node scripts/serve.mjs [--dir build] [--port 3100] [--host 127.0.0.1]
 */
import {createServer} from 'node:http';
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {extname, join, normalize, resolve} from 'node:path';
import {setInterval} from 'node:timers';
import {gzipSync} from 'node:zlib';
import {parseHeadersFile, headersFor, parseRedirectsFile} from './host-files.mjs';
import {htmlPages} from './html-pages.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const root = resolve(option('dir', 'build'));
const port = Number(option('port', process.env.PORT ?? '3100'));
const host = option('host', '127.0.0.1');

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

/** A file the hosts read, empty when the build has none. */
const hostFile = (name) =>
  existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '';
const rules = parseHeadersFile(hostFile('_headers'));
const redirects = parseRedirectsFile(hostFile('_redirects'));

/** Every pre-rendered page's address but the not-found page's. */
const pages = new Set(
  htmlPages(root)
    .map(({path}) => path)
    .filter((path) => path !== '/404'),
);

/** Files the hosts read, not pages. */
const hostFiles = /^\/(_headers|_redirects|_nginx\/.*)$/;

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
/** Text: what has a charset, SVG and the manifest. */
const compressible = (ext) => /charset|svg|manifest/.test(types[ext] ?? '');

/** Gzipped bodies by file, compressed on first request; a build does not change while served. */
const gzipped = new Map();
function gzippedBody(file) {
  const {mtimeMs, size} = statSync(file);
  const cached = gzipped.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, {mtimeMs, size, body});
  return body;
}

function fileAt(decoded) {
  const clean = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  return [clean, `${clean}.html`, join(clean, 'index.html')]
    .map((name) => join(root, name))
    .find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`);
  const {pathname} = url;
  // A malformed percent-escape (`/%E0%A4%A`) names no file: 400, as the hosts answer it.
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    response.writeHead(400, {'Content-Type': 'text/plain; charset=utf-8'});
    response.end('Bad request: malformed address\n');
    return;
  }
  const trimmed = pathname.replace(/(.)\/+$/, '$1');
  const rule = redirects.get(pathname);
  // A rule, else the host's clean URLs: a page's address with a trailing slash goes to the page.
  const [redirectStatus, target] = rule
    ? [rule.status, rule.to]
    : [301, trimmed !== pathname && pages.has(trimmed) ? trimmed : null];
  if (target !== null) {
    response.writeHead(redirectStatus, {Location: target + url.search});
    response.end();
    return;
  }
  const found = hostFiles.test(pathname) ? undefined : fileAt(decoded);
  const file = found ?? join(root, '404.html');
  const status = found ? 200 : 404;
  const ext = extname(file);
  const headers = {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    Vary: 'Accept-Encoding',
    ...headersFor(rules, pathname),
  };
  const gzip = compressible(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  response.writeHead(status, headers);
  if (request.method === 'HEAD') response.end();
  else if (gzip) response.end(gzippedBody(file));
  else createReadStream(file).pipe(response);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}`);
});

// A server whose starter has gone (a test run stopped midway) ends too, rather than hold its port
// against the next run.
const starter = process.ppid;
setInterval(() => {
  if (process.ppid !== starter) process.exit(0);
}, 1000).unref();
