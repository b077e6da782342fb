/**
 * @jest-environment node
 */
import {
  type GeneratedFiles,
  matchBranch,
  pageChunkFiles,
  pagePath,
  parseRoutes,
  withChunks,
} from '../../src/plugins/routeChunks';

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

const generated: GeneratedFiles = {
  routes: parseRoutes(routesJs),
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
    assets: {
      runtime: {js: [{publicPath: '/assets/js/runtime~main.1.js'}]},
      main: {js: [{publicPath: '/assets/js/main.1.js'}]},
      home: {js: [{publicPath: '/assets/js/home.1.js'}]},
      docsRoot: {js: [{publicPath: '/assets/js/docsRoot.1.js'}]},
      plugin: {js: [{publicPath: '/assets/js/plugin.1.js'}]},
      shared: {js: [{publicPath: '/assets/js/125.1.js'}]},
      docItem: {js: [{publicPath: '/assets/js/docItem.1.js'}]},
      offline: {js: [{publicPath: '/assets/js/offline.1.js'}]},
    },
  },
};

describe('each page’s own chunks (routeChunksPlugin)', () => {
  it('reads the generated route table with each route’s chunk key', () => {
    expect(generated.routes.map(({path, key}) => [path, key])).toEqual([
      ['/', '/-e5f'],
      ['/', '/-ced'],
      ['*', '*-undefined'],
    ]);
    expect(generated.routes[1]?.routes?.[0]).toMatchObject({
      path: '/offline-mode',
      exact: true,
      key: '/offline-mode-9f7',
    });
  });

  it('follows the routes a page renders, first match at each level, as the router does', () => {
    const keys = (path: string) => matchBranch(generated.routes, path).map(({key}) => key);
    expect(keys('/')).toEqual(['/-e5f']);
    expect(keys('/offline-mode')).toEqual(['/-ced', '/offline-mode-9f7']);
    // An unknown address renders the docs root's not-found page, so it needs that chunk.
    expect(keys('/missing')).toEqual(['/-ced']);
  });

  it('lists the files of every chunk a page needs, once, without the main bundle', () => {
    expect(pageChunkFiles(generated, '/')).toEqual(['/assets/js/home.1.js']);
    expect(pageChunkFiles(generated, '/offline-mode')).toEqual([
      '/assets/js/docsRoot.1.js',
      '/assets/js/plugin.1.js',
      '/assets/js/125.1.js',
      '/assets/js/docItem.1.js',
      '/assets/js/offline.1.js',
    ]);
  });

  it('maps built files to the addresses they answer', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('support.html')).toBe('/support');
    expect(pagePath('next/index.html')).toBe('/next/');
    expect(pagePath('next/offline-mode.html', '/docs/')).toBe('/docs/next/offline-mode');
  });

  it('names the files on the page template’s loader', () => {
    const page = '<head><script data-scripts="/assets/js/main.1.js ">loader</script></head>';
    expect(withChunks(page, ['/assets/js/home.1.js'], 'index.html')).toBe(
      '<head><script data-chunks="/assets/js/home.1.js" data-scripts="/assets/js/main.1.js ">loader</script></head>',
    );
  });

  it('stops the build, naming itself, when the page or the route table changes shape', () => {
    expect(() => withChunks('<head></head>', [], 'index.html')).toThrow(
      /routeChunksPlugin \(src\/plugins\/routeChunks\.ts\): index\.html has 0 page-template loaders/,
    );
    expect(() => parseRoutes('export const routes = [];')).toThrow(
      /routeChunksPlugin .*no longer default-exports an array/,
    );
    expect(() => parseRoutes('export default [{path: "/", component: Creator("/")}];')).toThrow(
      /routeChunksPlugin .*could not be read/,
    );
  });
});
