/**
 * src/plugins/ssrTemplate.ts: the page template is upstream's own file with the scripts block
 * replaced. These tests fail, naming the override, when upstream's template no longer has the
 * block it replaces, and check what the derived template renders.
 */
import {compileSSGTemplate, type SSGTemplateData} from '@docusaurus/core/lib/ssg/ssgTemplate';
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {
  deriveTemplate,
  scriptsBlock,
  ssrTemplate,
  upstreamScriptsBlock,
  upstreamTemplatePath,
} from '../../src/plugins/ssrTemplate';

const data: SSGTemplateData = {
  appHtml: '<main><h1>Page</h1></main>',
  baseUrl: '/',
  htmlAttributes: 'lang="en"',
  bodyAttributes: '',
  headTags: '<title>Page</title>',
  preBodyTags: '',
  postBodyTags: '',
  metaAttributes: [],
  scripts: ['assets/js/runtime~main.js', 'assets/js/main.js'],
  stylesheets: ['assets/css/styles.css'],
  noIndex: false,
  version: '3',
};

test(`ssrTemplate override (src/plugins/ssrTemplate.ts): upstream's page template (${upstreamTemplatePath}) still has the scripts block the site replaces`, () => {
  expect(() => deriveTemplate(upstreamTemplate)).not.toThrow();
});

test('the page template is upstream’s, except for the scripts block', () => {
  const marker = '<!-- scripts -->';
  expect(ssrTemplate.replace(scriptsBlock, marker)).toBe(
    upstreamTemplate.replace(upstreamScriptsBlock, marker),
  );
});

test('a change to upstream’s scripts block stops the build with a message naming the override', () => {
  const changed = upstreamTemplate.replace(' defer></script>', ' type="module"></script>');
  expect(changed).not.toBe(upstreamTemplate);
  expect(() => deriveTemplate(changed)).toThrow(
    /ssrTemplate override \(src\/plugins\/ssrTemplate\.ts\)/,
  );
});

test('pages leave fetching and running the scripts to the loader, an async script after the stylesheets', async () => {
  const render = await compileSSGTemplate(ssrTemplate);
  const page = new DOMParser().parseFromString(render(data), 'text/html');
  const scripts = Array.from(page.querySelectorAll('script[src]'));
  expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
    '/js/hydrate-after-paint.js',
  ]);
  expect(scripts[0]?.getAttribute('fetchpriority')).toBe('high');
  // Async: it runs on arrival, not once the whole document is parsed.
  expect(scripts[0]?.hasAttribute('async')).toBe(true);
  expect(scripts[0]?.hasAttribute('defer')).toBe(false);
  // It waits for the stylesheets it can see: every one comes before it.
  const sheets = Array.from(page.querySelectorAll('link[rel="stylesheet"]'));
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) {
    expect(
      sheet.compareDocumentPosition(scripts[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  }
  expect(scripts[0]?.getAttribute('data-scripts')?.split(' ').filter(Boolean)).toEqual(
    data.scripts.map((script) => `/${script}`),
  );
  // Everything else is upstream's: the content, the stylesheet and the head tags are there.
  expect(page.querySelector('#__docusaurus h1')?.textContent).toBe('Page');
  expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
    '/assets/css/styles.css',
  );
});
