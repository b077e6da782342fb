/** src/plugins/ssrTemplate.ts, the page template (upstream's side: upgrade.test.ts). */
import {compileSSGTemplate, type SSGTemplateData} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {ssrTemplate, withLoader} from '../../src/plugins/ssrTemplate';

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
const rendered = async () => (await compileSSGTemplate(ssrTemplate))(data);

/** Each loader in a page: its code and the scripts it names. */
const loaders = (html: string) =>
  Array.from(parse(html).querySelectorAll('script[data-scripts]'), (loader) => ({
    code: loader.textContent,
    scripts: loader.getAttribute('data-scripts')?.split(' ').filter(Boolean),
    off: loader.getAttribute('data-off'),
  }));

test('pages leave fetching and running the scripts to the loader, inline after the stylesheets', async () => {
  const html = await rendered();
  // No script of the bundle is fetched by the page itself, and the loader needs no request. Its
  // code is empty: the build writes it into each page (withLoader, below).
  expect(parse(html).querySelectorAll('script[src]')).toHaveLength(0);
  const scripts = data.scripts.map((script) => `/${script}`);
  expect(loaders(html)).toEqual([{code: '', scripts, off: null}]);
  // Parser-inserted and inline, after every stylesheet: it runs once they have arrived.
  const page = parse(html);
  expect(page.querySelectorAll('link[rel="stylesheet"] ~ script[data-scripts]')).toHaveLength(1);
  expect(page.querySelectorAll('script[data-scripts] ~ link[rel="stylesheet"]')).toHaveLength(0);
  // Everything else is upstream's, line for line: upgrade.test.ts.
});

test('the build writes the loader’s code into each page’s empty loader, once, naming the parts a build switched off', async () => {
  // The build's own loader is minified by Docusaurus's page minifier (minifiedLoader).
  const code = '!function(){var e=document.currentScript}();';
  const page = withLoader(await rendered(), code, 'index.html');
  expect(loaders(page)).toEqual([expect.objectContaining({code, off: null})]);
  const without = withLoader(await rendered(), code, 'index.html', ['lazy-layout']);
  expect(loaders(without)).toEqual([expect.objectContaining({code, off: 'lazy-layout'})]);
  expect(() => withLoader(page, code, 'index.html')).toThrow(
    /ssrTemplate \(src\/plugins\/ssrTemplate\.ts\): index\.html has 0 empty page-template loaders/,
  );
});
