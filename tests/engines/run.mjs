#!/usr/bin/env node
/**
 * Cross-engine lane: checks.mjs in Firefox and WebKit (ENGINES picks one) on build/ via serve.mjs,
 * ENGINES_PORT (3460), a proxy each on the next ports. A missing engine: skipped, failed under CI.
 */
/* global Buffer, fetch, window, document */
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {createServer} from 'node:http';
import {after, before, describe, test} from 'node:test';
import {findEngines, track} from './drivers.mjs';
import {checks} from './checks.mjs';

const port = Number(process.env.ENGINES_PORT ?? 3460);
const recorderPath = '/__engines/recorder.js';

/** Run in each page: records CSP violations, uncaught errors, failed loads and console errors. */
function recorder() {
  const log = (window.__engineLog = []);
  document.addEventListener('securitypolicyviolation', (event) =>
    log.push(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI}`),
  );
  const failed = ({target, message}) => {
    // A prefetch is a hint the browser may decline: Firefox fires `error` on a cached one.
    if (target === window) log.push(`uncaught: ${message}`);
    else if (target.rel !== 'prefetch') log.push(`failed to load: ${target.src || target.href}`);
  };
  window.addEventListener('error', failed, true);
  window.addEventListener('unhandledrejection', ({reason}) =>
    log.push(`unhandled rejection: ${reason?.message ?? reason}`),
  );
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (...args) => {
      log.push(`console.${level}: ${args.map(String).join(' ')}`);
      return original.apply(console, args);
    };
  }
}

/** One engine's view of the site, through a proxy of its own: holding its bundle holds no other. */
function siteAt(proxyPort) {
  let held = null;
  const site = {
    url: (path) => `http://127.0.0.1:${proxyPort}${path}`,
    /** Holds back the bundle's scripts; the returned function lets them through. */
    hold() {
      let release;
      held = new Promise((resolve) => (release = resolve)).then(() => (held = null));
      return release;
    },
  };
  site.proxy = createServer(async (request, response) => {
    if (request.url === recorderPath) {
      return response.writeHead(200, {'Content-Type': 'text/javascript'}).end(`(${recorder})()`);
    }
    if (held && request.url.startsWith('/assets/js/')) await held;
    const answer = await fetch(`http://127.0.0.1:${port}${request.url}`, {redirect: 'manual'});
    const headers = Object.fromEntries(answer.headers);
    // fetch has undone the gzip.
    for (const name of ['content-encoding', 'content-length']) delete headers[name];
    let body = Buffer.from(await answer.arrayBuffer());
    if (headers['content-type']?.startsWith('text/html')) {
      body = String(body).replace('<head>', `<head><script src="${recorderPath}"></script>`);
    }
    response.writeHead(answer.status, headers).end(body);
  }).listen(proxyPort, '127.0.0.1');
  return site;
}

const only = process.env.ENGINES?.split(',');
const engines = findEngines().filter(({name}) => !only || only.includes(name));
for (const {name, lacks} of engines.filter(({lacks}) => lacks.length > 0)) {
  const line = `Cross-engine checks: ${name} (no ${lacks.join(', ')}): apt-get install firefox-esr webkit2gtk-driver xvfb`;
  if (process.env.CI) throw new Error(`${line}. Under CI every engine must run.`);
  console.warn(`${line}. Skipped.`);
}
const present = engines.filter(({lacks}) => lacks.length === 0);
if (present.length === 0) process.exit(0);

const options = {cwd: new URL('../..', import.meta.url), stdio: ['ignore', 'pipe', 'inherit']};
const server = track(spawn(process.execPath, ['scripts/serve.mjs', '--port', `${port}`], options));
// It prints its address once it listens.
await once(server.stdout, 'data');
after(() => server.kill());

describe('cross-engine', {concurrency: true}, () => {
  present.forEach((engine, index) => {
    const site = siteAt(port + 1 + index);
    describe(engine.name, {concurrency: 1}, () => {
      const driver = {name: engine.name};
      before(async () => Object.assign(driver, await engine.open()));
      after(async () => {
        await driver.close?.();
        site.proxy.close();
      });
      checks(site, driver, (name, check) => test(`${engine.name}: ${name}`, check));
    });
  });
});
