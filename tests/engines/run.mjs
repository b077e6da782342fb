#!/usr/bin/env node
/**
 * The cross-engine lane: the checks of checks.mjs in Firefox and WebKit side by side, against the
 * production build in build/ (`npm run test:engines` builds it first; `npm test` starts the lane
 * once its build is done). scripts/serve.mjs serves it with the site's own headers (its CSP),
 * behind a proxy per engine that puts recorder.js first in each page's head (a same-origin script,
 * which the policy allows), can hold back the bundle (/assets/js/) until a check lets it through,
 * and can answer a spelling of an address with the not-found page, as a host without redirect
 * rules does. An engine this machine lacks is skipped with one line, except under CI=true, where
 * it fails. ENGINES=firefox (or webkit) runs one alone; ENGINES_PORT (default 3460) is the
 * server's port, and each engine's proxy takes one after it.
 */
/* global Buffer, fetch */
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import ts from 'typescript';
import {findEngines, track} from './drivers.mjs';
import {checks} from './checks.mjs';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.ENGINES_PORT ?? 3460);
const recorder = readFileSync(join(import.meta.dirname, 'recorder.js'));
const recorderPath = '/__engines/recorder.js';

/** A module of src/ without imports, as it is. */
async function sourceModule(path) {
  const {outputText} = ts.transpileModule(readFileSync(join(root, path), 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

const sitemap = readFileSync(join(root, 'build', 'sitemap.xml'), 'utf8');
const data = {
  brand: (await sourceModule('src/brand.ts')).brand,
  searchQuestions: (await sourceModule('src/data/searchQuestions.ts')).searchQuestions,
  noResultsMessage: (await sourceModule('src/components/SearchHelp/messages.ts')).noResultsMessage,
  axeSource: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
};

/** One engine's view of the site, through a proxy of its own: holding its bundle holds no other. */
function siteAt(proxyPort) {
  let held = null;
  const notFoundFor = new Set();
  const site = {
    url: (path) => `http://127.0.0.1:${proxyPort}${path}`,
    paths: [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname),
    notFoundPath: '/engines-missing-page',
    data,
    /** Holds back the bundle's scripts; the returned function lets them through. */
    hold() {
      let release;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    serveNotFound: (path) => notFoundFor.add(path),
  };
  site.proxy = createServer(async (request, response) => {
    const {pathname, search} = new URL(request.url, site.url('/'));
    if (pathname === recorderPath) {
      response.writeHead(200, {'Content-Type': 'text/javascript'}).end(recorder);
      return;
    }
    if (held && pathname.startsWith('/assets/js/')) await held;
    const path = notFoundFor.has(pathname) ? site.notFoundPath : pathname + search;
    const answer = await fetch(`http://127.0.0.1:${port}${path}`, {redirect: 'manual'});
    const headers = Object.fromEntries(answer.headers);
    // fetch has undone the gzip.
    delete headers['content-encoding'];
    delete headers['content-length'];
    let body = Buffer.from(await answer.arrayBuffer());
    if (headers['content-type']?.startsWith('text/html')) {
      body = String(body).replace('<head>', `<head><script src="${recorderPath}"></script>`);
    }
    response.writeHead(answer.status, headers).end(body);
  });
  return site;
}

const only = process.env.ENGINES?.split(',');
const engines = findEngines().filter(({name}) => !only || only.includes(name));
const lacking = engines.filter(({lacks}) => lacks.length > 0);
if (lacking.length > 0) {
  const what = lacking.map(({name, lacks}) => `${name} (no ${lacks.join(', ')})`).join(', ');
  const line = `Cross-engine checks: ${what}: apt-get install firefox-esr webkit2gtk-driver xvfb`;
  if (process.env.CI) {
    console.error(`${line}. Under CI every engine must run.`);
    process.exit(1);
  }
  console.warn(`${line}. Skipped.`);
}
const present = engines.filter(({lacks}) => lacks.length === 0);
if (present.length === 0) process.exit(0);

let server;
before(async () => {
  server = track(
    spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  // It prints its address once it listens.
  await new Promise((resolve) => server.stdout.once('data', resolve));
});
after(() => server.kill());

describe('cross-engine', {concurrency: true}, () => {
  present.forEach((engine, index) => {
    const site = siteAt(port + 1 + index);
    describe(engine.name, {concurrency: 1}, () => {
      let driver;
      before(async () => {
        await new Promise((resolve) => site.proxy.listen(port + 1 + index, '127.0.0.1', resolve));
        driver = await engine.open();
      });
      after(async () => {
        await driver?.close();
        site.proxy.close();
      });
      for (const [name, check] of Object.entries(checks(site))) {
        if (!check.firefoxOnly || engine.name === 'firefox') {
          test(`${engine.name}: ${name}`, () => check(driver));
        }
      }
    });
  });
});
