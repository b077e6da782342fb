/**
 * One temporary copy of the site, built with a new article, docs version 1.0 and its release note,
 * and every brand variable changed; its browser tests on E2E_COPY_PORT (3290), nginx on + 10.
 */
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {copySite} from '../scripts/site-copy.mjs';
import {indexedPages} from './searchIndex.mjs';

// A word no real article uses, to find the fixture in the search index; also its file and title.
const fixtureWord = 'Quillowmark';
const [fixtureName, fixtureTitle] = ['quillowmark-notes', `${fixtureWord} Notes`];
// The release note of docs version 1.0, as a writer adds it once 1.0 is cut (WRITING.md).
const releaseNoteName = 'fixture-1-0';
/** Pages of the release, each also under /next. */
const releasePaths = ['automatic-knowledge-capture', 'support', fixtureName];

/** Valid values unlike every default (src/brand.ts), on other hosts. */
const brand = {
  PRODUCT_NAME: 'Recall',
  CONTACT_EMAIL: 'team@recall-notes.test',
  SITE_URL: 'https://www.recall-notes.test',
  WAITLIST_URL: 'https://signup.forms-host.test/recall-waitlist',
  FEEDBACK_FORM_URL: 'https://embed.feedback-host.test/forms/recall',
  PRIVACY_POLICY_URL: 'https://legal.recall-notes.test/privacy',
};

/** @type {ReturnType<typeof copySite> | undefined} */
let copy;
let [site, build] = ['', ''];

const read = (file) => readFileSync(join(build, file), 'utf8');
const page = (path) => read(`${path}.html`);
const isNoIndex = (html) => /<meta[^>]*name="?robots"?[^>]*content="?noindex/.test(html);

before(() => {
  copy = copySite('mnemo-copy-');
  ({site, build} = copy);
  // What a writer writes: a title, a description, the text. Nothing else.
  writeFileSync(
    join(site, 'docs', `${fixtureName}.md`),
    `---\ntitle: ${fixtureTitle}\ndescription: A plain Markdown article that proves a new file joins the site with no code change.\n---\n\n` +
      `This article mentions ${fixtureWord}, a word only it uses.\n\n## A section\n\nMore text.\n\n## Another section\n\nThe end.\n\n` +
      // A plain Markdown table wider than a phone: it must scroll in a box the keyboard reaches.
      `| Setting | What it does | Default | Where to change it |\n| --- | --- | --- | --- |\n` +
      `| Offline capture | Keeps capturing pages without a network connection | On | Settings, Capture, Offline |\n`,
  );
  copy.docusaurus(['docs:version', '1.0']);
  const sections = ['New', 'Improved', 'Fixed', 'Known issues']
    .map((section) => `## ${section}\n\nNothing in this release.\n`)
    .join('\n');
  writeFileSync(
    join(site, 'releases', `${releaseNoteName}.md`),
    `---\ntitle: Release notes of fixture-1.0\ndescription: A release note that names a docs version, to prove the links between the two.\n` +
      `version: 'fixture-1.0'\ndate: 2000-01-01\nchannel: stable\nplatforms: [macOS]\ndocs_version: '1.0'\n---\n\nText.\n\n${sections}`,
  );
  // Its own bundler cache: npm test builds the site into the shared node_modules meanwhile.
  copy.docusaurus(['build'], {...brand, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'});
});

after(() => copy?.remove());

test('the release, with the new article, is at the root paths and in the sitemap; the working copy moves to /next, noindex and unlisted, and /search stays unlisted', () => {
  assert.deepEqual(JSON.parse(readFileSync(join(site, 'versions.json'), 'utf8')), ['1.0']);
  const listed = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc).pathname,
  );
  for (const path of releasePaths) {
    assert.equal(isNoIndex(page(path)), false, `/${path} must be indexable`);
    assert.ok(listed.includes(`/${path}`), `/${path} is listed`);
    assert.ok(isNoIndex(page(`next/${path}`)), `/next/${path} must carry noindex`);
  }
  const unlisted = listed.filter((path) => path.startsWith('/next') || path === '/search');
  assert.deepEqual(unlisted, []);
});

// Title, card, address, social tags: seo.spec.ts, the search test below; way home: pages.spec.ts.
test('the new article is in the sidebar before Support', () => {
  const html = page('support');
  const sidebar = [...html.matchAll(/class="?menu__link[^>]*href="?\/([\w-]+)/g)].map(
    ([, path]) => path,
  );
  assert.ok(sidebar.includes(fixtureName), 'the new article is in the sidebar');
  assert.equal(sidebar.at(-1), 'support', 'Support stays last');
});

test('search finds the new article in the release and nothing under /next', () => {
  const pages = indexedPages(build);
  const article = pages.find(({url}) => url === `/${fixtureName}`);
  assert.ok(article, 'the new article is indexed');
  assert.equal(article.title, fixtureTitle);
  assert.ok(article.content.includes(fixtureWord), 'its body is indexed');
  const next = pages.map(({url}) => url).filter((url) => url.startsWith('/next'));
  assert.deepEqual(next, [], 'no /next page is indexed');
});

test('the build carries the configured brand and origins, none of the defaults', () => {
  const home = page('index');
  assert.ok(home.includes(brand.CONTACT_EMAIL), 'the contact address is on the page');
  assert.ok(home.includes(brand.WAITLIST_URL), 'the waitlist link is on the page');
  // Canonical addresses, robots.txt, the policy's form host: seo.spec.ts, nginx.spec.ts below.
  for (const file of ['index.html', 'support.html', '_headers', 'robots.txt', 'sitemap.xml']) {
    assert.doesNotMatch(read(file), /mnemo\.example|tally\.so|Mnemo/, `${file} keeps a default`);
  }
});

/** Runs Playwright in the copy on whole files; each must pass, and pass one test at least. */
function playwright(files, env = {}) {
  const port = Number(process.env.E2E_COPY_PORT ?? 3290);
  const cli = join(site, 'node_modules', '@playwright', 'test', 'cli.js');
  const report = join(site, 'playwright-report.json');
  const result = spawnSync(process.execPath, [cli, 'test', ...files, '--reporter=json'], {
    cwd: site,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...brand,
      ...env,
      E2E_PORT: String(port),
      E2E_NGINX_PORT: String(port + 10),
      // The server must be the copy's own, never one left on the port.
      E2E_OWN_SERVER: '1',
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  });
  assert.equal(result.status, 0, `${result.stdout.slice(-8000)}\n${result.stderr}`);
  const {suites} = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of files) {
    // A passed result anywhere in the file's suite, however deeply nested.
    const suite = JSON.stringify(suites.find((one) => one.file === file) ?? {});
    assert.match(suite, /"status":"passed"/, `${file} ran`);
  }
}

test('the browser tests pass on the copy: the brand-dependent files, and every page check of the new article', () => {
  // Whole files whose checks read the brand variables (nginx's skip without nginx, outside CI).
  playwright(['nginx.spec.ts', 'seo.spec.ts', 'not-found.spec.ts', 'url-variants.spec.ts']);
  // The new article alone (E2E_PATH): its visit in each theme at each width, and its wide table.
  playwright(['quality/pages.spec.ts', 'tables.spec.ts'], {E2E_PATH: `/${fixtureName}`});
});

/** The targets of a page's links that carry the given attribute. */
const hrefsWith = (html, attribute) =>
  [...html.matchAll(/<a\s[^>]*>/g)]
    .filter(([tag]) => new RegExp(`\\s${attribute}[\\s=>]`).test(tag))
    .map(([tag]) => /\shref="?([^"\s>]+)/.exec(tag)?.[1]);

test('release note of a docs version: the note links to the version, its articles link back', () => {
  const [docsPath] = hrefsWith(page(`releases/${releaseNoteName}`), 'data-docs-version');
  assert.ok(docsPath && !docsPath.startsWith('/next'), `a page of 1.0, not of /next: ${docsPath}`);
  assert.ok(existsSync(join(build, `${docsPath}.html`)), `${docsPath} is built`);
  for (const path of releasePaths) {
    const back = hrefsWith(page(path), 'data-release-note');
    assert.deepEqual(back, [`/releases/${releaseNoteName}`], `/${path} links to its note`);
    // The working copy is not 1.0: its articles have no note yet.
    assert.deepEqual(hrefsWith(page(`next/${path}`), 'data-release-note'), [], `/next/${path}`);
  }
});

// The copy has no .git: no date rather than a wrong one, in the page and its structured data.
test('a copy without Git history shows no "Last updated" date', () => {
  assert.doesNotMatch(
    page('automatic-knowledge-capture'),
    /itemprop="?dateModified|"dateModified"/,
  );
});
