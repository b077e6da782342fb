/**
 * What a writer relies on, proved in a temporary copy of the site (run by `npm test`):
 * - a new article is one MDX file: it appears in the sidebar, the search index, the sitemap and
 *   carries its own social tags with no code change;
 * - cutting a release is one command: after `docusaurus docs:version 1.0` the root paths serve
 *   the release, and the working copy under /next is out of the sitemap, search and engines.
 *
 * Usage: node --test tests/versioning.test.mjs   (about a minute: one extra build)
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {copySite} from '../scripts/site-copy.mjs';

const fixtureTitle = 'Fixture Article';
// A word no real article uses, to find the fixture in the search index.
const fixtureWord = 'Quillowmark';

/** @type {ReturnType<typeof copySite> | undefined} */
let copy;
let site = '';
let build = '';

const page = (path) => readFileSync(join(build, `${path}.html`), 'utf8');
const isNoIndex = (html) => /<meta[^>]*name="?robots"?[^>]*content="?noindex/.test(html);

before(() => {
  copy = copySite('mnemo-versioned-');
  ({site, build} = copy);
  writeFileSync(
    join(site, 'docs', 'fixture-article.mdx'),
    `---\ntitle: ${fixtureTitle}\ndescription: A fixture article that proves a new MDX file joins the site with no code change.\n---\n\n` +
      `This article mentions ${fixtureWord}, a word only it uses.\n\n## A section\n\nMore text.\n`,
  );
  copy.docusaurus(['docs:version', '1.0']);
  copy.docusaurus(['build']);
});

after(() => {
  copy?.remove();
});

test('the release serves the root paths and the working copy moves to /next', () => {
  assert.deepEqual(JSON.parse(readFileSync(join(site, 'versions.json'), 'utf8')), ['1.0']);
  for (const path of ['automatic-knowledge-capture', 'support', 'fixture-article']) {
    assert.equal(isNoIndex(page(path)), false, `/${path} must be indexable`);
    assert.ok(existsSync(join(build, 'next', `${path}.html`)), `/next/${path} exists`);
    assert.ok(isNoIndex(page(`next/${path}`)), `/next/${path} must carry noindex`);
  }
});

test('the sitemap lists the release and the new article, never /next or /search', () => {
  const sitemap = readFileSync(join(build, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname,
  );
  assert.ok(paths.includes('/automatic-knowledge-capture'));
  assert.ok(paths.includes('/fixture-article'));
  assert.deepEqual(
    paths.filter((path) => path.startsWith('/next') || path === '/search'),
    [],
  );
});

test('the new article is in the sidebar, with its own title and social tags', () => {
  const html = page('support');
  assert.match(html, /class="?menu__link[^>]*href="?\/fixture-article"?/);
  const article = page('fixture-article');
  assert.match(article, new RegExp(`property="?og:title"? content="${fixtureTitle} \\| `));
  assert.match(
    article,
    /property="?og:image"? content="?https:\/\/[^"\s>]+\/img\/social\/site\.png/,
  );
  assert.match(article, /rel="?canonical"? href="?https:\/\/[^"\s>]+\/fixture-article[\s"/>]/);
});

test('search finds the new article in the release and nothing under /next', () => {
  const indexes = readdirSync(build).filter((file) => /^search-index.*\.json$/.test(file));
  assert.ok(indexes.length > 0, 'a search index is built');
  const text = indexes.map((file) => readFileSync(join(build, file), 'utf8')).join('\n');
  assert.ok(text.includes(fixtureTitle), 'the fixture title is indexed');
  assert.ok(
    text.toLowerCase().includes(fixtureWord.toLowerCase().slice(0, 6)),
    'its body is indexed',
  );
  assert.ok(!/"u":"\/next\//.test(text), 'no /next page is indexed');
});

test('the versioned build still writes the host files', () => {
  assert.match(
    readFileSync(join(build, '_headers'), 'utf8'),
    /Content-Security-Policy: .*'sha256-/,
  );
  assert.match(readFileSync(join(build, 'robots.txt'), 'utf8'), /^Sitemap: https:\/\//m);
});
