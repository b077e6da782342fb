import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {brand} from '../../src/brand';
import {sourceCode} from '../../src/data/claims';
import {test, expect, sitemapPaths} from './fixtures';

/**
 * Every page that claims an open-source core says where its code is, or when it will be: each
 * page's visit in quality/pages.spec.ts checks that. This makes sure the claim is made at all,
 * so that check proves something.
 */
test.skip(Boolean(process.env.E2E_PATH), 'E2E_PATH picks one route; this counts them all');

test('the articles claim an open-source core and say where its code is, or when', () => {
  const {text} = sourceCode(brand.sourceUrl);
  const build = join(__dirname, '..', '..', 'build');
  const claiming = sitemapPaths().filter((path) => {
    const html = readFileSync(join(build, path === '/' ? 'index.html' : `${path}.html`), 'utf8');
    const main = html.slice(html.indexOf('<main'));
    return /open[- ]source/i.test(main);
  });
  expect(claiming.length).toBeGreaterThanOrEqual(2);
  for (const path of claiming) {
    const html = readFileSync(join(build, path === '/' ? 'index.html' : `${path}.html`), 'utf8');
    expect(html, path).toContain(text.replace(/&/g, '&amp;'));
  }
});
