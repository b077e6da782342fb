/**
 * Gzip bytes a page downloads before `html[data-has-hydrated]` (set by Docusaurus): scripts and
 * stylesheets fetched, a redirect's target included, and the stylesheets inlined in the page.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

const gzip = (body) => gzipSync(body).length;

/** Loads `url` in a Playwright page and weighs what it needed to hydrate, each file from `buildDir`. */
export async function initialCode(page, url, buildDir) {
  const fetched = [];
  const record = (response) => fetched.push(response);
  page.on('response', record);
  try {
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  } finally {
    page.off('response', record);
  }
  // Each file once: a redirect's target finds the scripts they share in the cache.
  const weigh = (type) =>
    [
      ...new Set(
        fetched
          .filter((response) => response.request().resourceType() === type)
          .map((response) => new URL(response.url()).pathname),
      ),
    ].map((file) => ({file, gzip: gzip(readFileSync(join(buildDir, file)))}));
  const js = weigh('script');
  const inline = (
    await page.$$eval('style', (styles) => styles.map((s) => s.textContent ?? ''))
  ).map((body) => ({file: '<style> in the page', gzip: gzip(body)}));
  const css = [...weigh('stylesheet'), ...inline];
  const sum = (list) => list.reduce((total, {gzip: bytes}) => total + bytes, 0);
  return {js, css, jsGzip: sum(js), cssGzip: sum(css)};
}
