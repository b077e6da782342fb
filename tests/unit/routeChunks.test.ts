/** @jest-environment node */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {type Generated, readRoutes} from '../../scripts/route-chunks.mjs';
import {pageChunkFiles, withChunks} from '../../src/plugins/routeChunks';
import {inTempDir} from './tempDir';

/** A route table as Docusaurus's code generator writes .docusaurus/routes.js. */
const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'ced'),
    routes: [
      {
        path: '/offline-mode',
        component: ComponentCreator('/offline-mode', '9f7'),
        exact: true,
        sidebar: "features"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const routesOf = (source: string): Generated['routes'] =>
  inTempDir('generated-', (dir) => {
    writeFileSync(join(dir, 'routes.js'), source);
    return readRoutes(dir);
  });

const generated: Generated = {
  routes: routesOf(routesJs),
  chunkNames: {
    '/-e5f': {__comp: 'home', config: 'inMain'},
    '/-ced': {__comp: 'docsRoot', __context: {plugin: 'plugin'}},
    '/offline-mode-9f7': {__comp: 'docItem', content: 'offline'},
  },
  manifest: {
    entrypoints: ['main'],
    origins: {
      main: ['runtime', 'main'],
      home: ['home'],
      docsRoot: ['docsRoot'],
      plugin: ['plugin'],
      docItem: ['shared', 'docItem'],
      offline: ['shared', 'offline'],
    },
    assets: Object.fromEntries(
      ['runtime~main', 'main', 'home', 'docsRoot', 'plugin', 'shared', 'docItem', 'offline'].map(
        (name) => [
          name.replace('~main', ''),
          {js: [{file: `assets/js/${name}.1.js`, publicPath: `/assets/js/${name}.1.js`}]},
        ],
      ),
    ),
  },
};

describe('each page’s own chunks (src/plugins/routeChunks.ts)', () => {
  it('reads the generated route table with each route’s chunk key', () => {
    expect(generated.routes.map(({path, component}) => [path, component])).toEqual([
      ['/', '/-e5f'],
      ['/', '/-ced'],
      ['*', null],
    ]);
  });

  it('stops the build, naming itself, when the route table changes form', () => {
    const changed = [
      routesJs.replace("import React from 'react';", "import {lazy} from 'react';"),
      routesJs.replace('export default [', 'const routes = ['),
      routesJs.replace("ComponentCreator('/', 'e5f')", "{loader: '/'}"),
      routesJs.replace('exact: true\n', 'exact: true,,\n'),
    ];
    for (const source of changed) {
      expect(() => routesOf(source)).toThrow(
        /^route chunks \(scripts\/route-chunks\.mjs, readRoutes\)/,
      );
    }
  });

  it('lists the files of every chunk a page’s routes need, once, without the main bundle', () => {
    const files = (...chunks: string[]) => chunks.map((chunk) => `/assets/js/${chunk}.1.js`);
    expect(pageChunkFiles(generated, '/')).toEqual(files('home'));
    expect(pageChunkFiles(generated, '/offline-mode')).toEqual(
      files('docsRoot', 'plugin', 'shared', 'docItem', 'offline'),
    );
    // An unknown address renders the docs root's not-found page, so it needs that root's chunks.
    expect(pageChunkFiles(generated, '/404.html')).toEqual(files('docsRoot', 'plugin'));
  });

  it('names the files on the page template’s loader, and the pages when given (not-found page)', () => {
    const page = '<head><script data-scripts="/assets/js/main.1.js ">loader</script></head>';
    expect(withChunks(page, ['/assets/js/home.1.js'], 'index.html')).toBe(
      '<head><script data-chunks="/assets/js/home.1.js" data-scripts="/assets/js/main.1.js ">loader</script></head>',
    );
    expect(withChunks(page, [], '404.html', ['/support', '/workflow-intelligence'])).toBe(
      '<head><script data-chunks="" data-pages="/support /workflow-intelligence" data-scripts="/assets/js/main.1.js ">loader</script></head>',
    );
  });

  it('stops the build, naming itself, when the page template has no loader', () => {
    expect(() => withChunks('<head></head>', [], 'index.html')).toThrow(
      /routeChunks \(src\/plugins\/routeChunks\.ts\): index\.html has 0 page-template loaders/,
    );
  });
});
