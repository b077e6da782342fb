/**
 * What a writer relies on, proved in a temporary copy of the site (run by `npm test`):
 * - a new article is one plain Markdown file with a title and a description: it appears in the
 *   sidebar, the search index and the sitemap, carries its own social tags and card, and passes
 *   the route, SEO, search, accessibility and no-JavaScript browser tests, with no code change;
 * - the social cards are the same bytes when drawn again by another build;
 * - cutting a release is one command: after `docusaurus docs:version 1.0` the root paths serve
 *   the release, and the working copy under /next is out of the sitemap, search and engines;
 * - a release note that names the docs version links to it, and its articles link back.
 *
 * Usage: node --test tests/versioning.test.mjs   (a few minutes: two extra builds, and the
 * browser tests for the new article on port E2E_COPY_PORT, 3290 unless set)
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {copySite} from '../scripts/site-copy.mjs';

const fixtureName = 'offline-mode';
const fixtureTitle = 'Offline Mode';
// A word no real article uses, to find the fixture in the search index.
const fixtureWord = 'Quillowmark';
// The release note of docs version 1.0 (see "Release note of a docs version" below).
const releaseNoteName = 'fixture-1-0';

/** @type {ReturnType<typeof copySite> | undefined} */
let copy;
let site = '';
let build = '';

const page = (path) => readFileSync(join(build, `${path}.html`), 'utf8');
const isNoIndex = (html) => /<meta[^>]*name="?robots"?[^>]*content="?noindex/.test(html);

/** Every PNG the build wrote under img/social, by path. */
const cards = () =>
  new Map(
    readdirSync(join(build, 'img', 'social'), {recursive: true})
      .filter((file) => String(file).endsWith('.png'))
      .map((file) => [String(file), readFileSync(join(build, 'img', 'social', String(file)))]),
  );

/** @type {Map<string, Buffer>} */
let firstCards = new Map();

before(() => {
  copy = copySite('mnemo-versioned-');
  ({site, build} = copy);
  // What a writer writes: a title, a description, the text. Nothing else.
  writeFileSync(
    join(site, 'docs', `${fixtureName}.md`),
    `---\ntitle: ${fixtureTitle}\ndescription: A plain Markdown article that proves a new file joins the site with no code change.\n---\n\n` +
      `This article mentions ${fixtureWord}, a word only it uses.\n\n## A section\n\nMore text.\n\n## Another section\n\nThe end.\n`,
  );
  copy.docusaurus(['docs:version', '1.0']);
  writeReleaseNoteOfDocsVersion(site);
  // Each build starts from an empty card cache of its own, so both draw every card.
  copy.docusaurus(['build'], {SOCIAL_CARDS_CACHE: join(site, '.cards-first')});
  firstCards = cards();
  copy.docusaurus(['build'], {SOCIAL_CARDS_CACHE: join(site, '.cards-second')});
});

after(() => {
  copy?.remove();
});

test('the release serves the root paths and the working copy moves to /next', () => {
  assert.deepEqual(JSON.parse(readFileSync(join(site, 'versions.json'), 'utf8')), ['1.0']);
  for (const path of ['automatic-knowledge-capture', 'support', fixtureName]) {
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
  assert.ok(paths.includes(`/${fixtureName}`));
  assert.deepEqual(
    paths.filter((path) => path.startsWith('/next') || path === '/search'),
    [],
  );
});

test('the new article is in the sidebar before Support, with its own title and social tags', () => {
  const html = page('support');
  const sidebar = [...html.matchAll(/class="?menu__link[^>]*href="?\/([\w-]+)/g)].map(
    ([, path]) => path,
  );
  assert.ok(sidebar.includes(fixtureName), 'the new article is in the sidebar');
  assert.equal(sidebar.at(-1), 'support', 'Support stays last');
  const article = page(fixtureName);
  assert.match(article, new RegExp(`property="?og:title"? content="${fixtureTitle} \\| `));
  const card = /property="?og:image"? content="?https:\/\/[^/"\s>]+(\/img\/social\/[^"\s>]+)/.exec(
    article,
  )?.[1];
  assert.ok(card?.endsWith(`/${fixtureName}.png`), `its own card, not the site's: ${card}`);
  assert.ok(existsSync(join(build, card)), `${card} is drawn`);
  assert.match(
    article,
    new RegExp(`rel="?canonical"? href="?https://[^"\\s>]+/${fixtureName}[\\s"/>]`),
  );
  assert.match(article, />Back to Home</, 'the theme leads it back home');
});

test('two builds draw the same cards, byte for byte', () => {
  const secondCards = cards();
  assert.ok(firstCards.size > 0);
  assert.deepEqual([...secondCards.keys()].sort(), [...firstCards.keys()].sort());
  for (const [file, png] of firstCards) {
    assert.ok(png.equals(secondCards.get(file) ?? new Uint8Array()), `${file} differs`);
  }
});

test('the new article passes the route, SEO, search, accessibility and no-JavaScript tests', () => {
  const specs = [
    'routes.spec.ts',
    'seo.spec.ts',
    'search.spec.ts',
    'quality/axe.spec.ts',
    'quality/gates.spec.ts',
  ].map((spec) => join('tests', 'e2e', spec));
  const result = spawnSync(
    process.execPath,
    [
      join(site, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      ...specs,
      // The tests that take their page from E2E_PATH, and those that read docs/.
      `--grep=/${fixtureName}\\b|by its title|sitemap lists exactly|leads back home`,
      '--reporter=line',
    ],
    {
      cwd: site,
      encoding: 'utf8',
      env: {
        ...process.env,
        E2E_PORT: process.env.E2E_COPY_PORT ?? '3290',
        E2E_PATH: `/${fixtureName}`,
        // The server must be the copy's own, never one left on the port.
        CI: '1',
      },
    },
  );
  assert.equal(result.status, 0, `${relative(site, build)} failed:\n${result.stdout.slice(-6000)}`);
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

// ---- Release note of a docs version -------------------------------------------------------
// A note with `docs_version: '1.0'`, as a writer adds it once 1.0 is cut (WRITING.md).


/** Writes the note into the copy, before it is built. */
function writeReleaseNoteOfDocsVersion(siteDir) {
  const sections = ['New', 'Improved', 'Fixed', 'Known issues']
    .map((section) => `## ${section}\n\nNothing in this release.\n`)
    .join('\n');
  writeFileSync(
    join(siteDir, 'releases', `${releaseNoteName}.md`),
    `---\ntitle: Fixture 1.0\ndescription: A release note that names a docs version, to prove the links between the two.\n` +
      `version: 'fixture-1.0'\ndate: 2000-01-01\nchannel: stable\nplatforms: [macOS]\ndocs_version: '1.0'\n---\n\nText.\n\n${sections}`,
  );
}

/** The `<a>` tags of a page whose attributes include the given one. */
const linksWith = (html, attribute) =>
  [...html.matchAll(/<a\s[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => new RegExp(`\\s${attribute}[\\s=>]`).test(tag));
const hrefOf = (tag) => /\shref="?([^"\s>]+)/.exec(tag)?.[1];

test('release note of a docs version: the note links to the version, its articles link back', () => {
  const note = page(`releases/${releaseNoteName}`);
  const [toDocs] = linksWith(note, 'data-docs-version');
  assert.ok(toDocs, 'the note links to its docs version');
  const docsPath = hrefOf(toDocs);
  assert.ok(docsPath && !docsPath.startsWith('/next'), `a page of 1.0, not of /next: ${docsPath}`);
  assert.ok(existsSync(join(build, `${docsPath}.html`)), `${docsPath} is built`);
  for (const path of ['automatic-knowledge-capture', 'support', fixtureName]) {
    const back = linksWith(page(path), 'data-release-note').map(hrefOf);
    assert.deepEqual(back, [`/releases/${releaseNoteName}`], `/${path} links to its note`);
    // The working copy is not 1.0: its articles have no note yet.
    assert.deepEqual(linksWith(page(`next/${path}`), 'data-release-note'), [], `/next/${path}`);
  }
});

test('a copy without Git history shows no "Last updated" date', () => {
  // The copy has no .git: no date rather than a wrong one, in the page and its structured data.
  const html = page('automatic-knowledge-capture');
  assert.doesNotMatch(html, /itemprop="?dateModified/);
  assert.doesNotMatch(html, /"dateModified"/);
});
