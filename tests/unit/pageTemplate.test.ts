/** src/plugins/ssrTemplate.ts, the page template (upstream's side: upgrade.test.ts). */
import {compileSSGTemplate, type SSGTemplateData} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {loaderSource, ssrTemplate, withLoader} from '../../src/plugins/ssrTemplate';

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

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

test('pages leave fetching and running the scripts to the loader, inline after the stylesheets', async () => {
  const render = await compileSSGTemplate(ssrTemplate);
  const page = parse(render(data));
  // No script of the bundle is fetched by the page itself, and the loader needs no request.
  expect(page.querySelectorAll('script[src]')).toHaveLength(0);
  const loaders = Array.from(page.querySelectorAll('script[data-scripts]'));
  expect(loaders).toHaveLength(1);
  const loader = loaders[0]!;
  // Empty: the build writes the loader's code into each page (withLoader, below).
  expect(loader.textContent).toBe('');
  // Parser-inserted and inline: it runs once every stylesheet before it has arrived.
  const sheets = Array.from(page.querySelectorAll('link[rel="stylesheet"]'));
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) {
    expect(sheet.compareDocumentPosition(loader) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
  expect(loader.getAttribute('data-scripts')?.split(' ').filter(Boolean)).toEqual(
    data.scripts.map((script) => `/${script}`),
  );
  // Everything else is upstream's, line for line: upgrade.test.ts.
});

test('the template carries no copy of the loader, since the site config that holds it is in every bundle', () => {
  const firstStatement = loaderSource.slice(
    loaderSource.indexOf('(function'),
    loaderSource.indexOf(';', loaderSource.indexOf('var me')),
  );
  expect(firstStatement).toContain('document.currentScript');
  expect(ssrTemplate).not.toContain(firstStatement);
});

test('the build writes the loader’s code into each page’s empty loader, once', async () => {
  // The build's own loader is minified by Docusaurus's page minifier (minifiedLoader).
  const loader = '!function(){var e=document.currentScript}();';
  const render = await compileSSGTemplate(ssrTemplate);
  const page = withLoader(render(data), loader, 'index.html');
  const loaders = parse(page).querySelectorAll('script[data-scripts]');
  expect(loaders).toHaveLength(1);
  expect(loaders[0]?.textContent).toBe(loader);
  // The loader's parts a build switched off, named for it to skip.
  const without = parse(withLoader(render(data), loader, 'index.html', ['lazy-layout']));
  expect(without.querySelector('script[data-scripts]')?.getAttribute('data-off')).toBe(
    'lazy-layout',
  );
  expect(() => withLoader(page, loader, 'index.html')).toThrow(
    /ssrTemplate \(src\/plugins\/ssrTemplate\.ts\): index\.html has 0 empty page-template loaders/,
  );
});
