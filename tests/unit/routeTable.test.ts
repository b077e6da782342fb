/** @jest-environment node */
import {type Generated, readRoutes, routeChunkIds} from '../../scripts/route-chunks.mjs';
import {withAddresses} from '../../src/plugins/pagePipeline';
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

const routesOf = (source: string) => inTempDir('generated-', {'routes.js': source}, readRoutes);

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
    assets: {},
  },
};

describe('each page’s own chunks (scripts/route-chunks.mjs), which the weight gate weighs', () => {
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

  it('lists the chunks a page’s routes need, outermost route first', () => {
    expect(routeChunkIds(generated, '/')).toEqual(['home']);
    expect(routeChunkIds(generated, '/offline-mode').join(' ')).toBe(
      'docsRoot plugin shared docItem shared offline',
    );
    // An unknown address renders the docs root's not-found page, so it needs that root's chunks.
    expect(routeChunkIds(generated, '/404.html')).toEqual(['docsRoot', 'plugin']);
  });
});

// That the not-found page sends a page's other spelling on: url-variants.spec.ts.
it('the not-found page’s addresses (src/plugins/pagePipeline.ts) stop the build, naming themselves, when the page template has no loader', () => {
  expect(() => withAddresses('<head></head>', '404.html', [])).toThrow(
    /not-found addresses \(src\/plugins\/pagePipeline\.ts\): 404\.html has 0 page-template loaders/,
  );
});
