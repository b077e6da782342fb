/**
 * Which script chunks each page of a build loads for its routes before it hydrates, from the
 * route table, chunk names and chunk manifest in `.docusaurus/`; and the build's list of pages.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {matchRoutes} from 'react-router-config';

/** What this module reads from `.docusaurus/` (scripts/build-marker.mjs ties them to a build). */
export const generatedFiles = ['routes.js', 'routesChunkNames.json', 'client-manifest.json'];

/**
 * Reads `.docusaurus/routes.js`, code that imports React and ComponentCreator and exports routes
 * whose `ComponentCreator(path, hash)` names their key in routesChunkNames.json, into plain data:
 * {path, exact, component (its key), routes}. Anything else stops the build, naming this function.
 */
export function readRoutes(generatedDir) {
  const file = join(generatedDir, 'routes.js');
  const text = readFileSync(file, 'utf8');
  const fail = (problem) =>
    new Error(
      `route chunks (scripts/route-chunks.mjs, readRoutes): ${file} ${problem}. Docusaurus's ` +
        `route table changed form; read its code generator and update readRoutes, which the ` +
        `page loader's chunk names depend on.`,
    );
  const other = (text.match(/^import .*$/gm) ?? []).find(
    (line) => !/^import (React|ComponentCreator) from\s'[^']+';$/.test(line),
  );
  if (other) throw fail(`imports something new (${other})`);
  if ((text.match(/^export default \[/gm) ?? []).length !== 1) {
    throw fail('no longer has one `export default [` of routes');
  }
  const source = text.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  const componentCreator = (path, hash) => (hash ? `${path}-${hash}` : null);
  let routes;
  try {
    routes = new Function('ComponentCreator', 'React', source)(componentCreator, {});
  } catch (error) {
    throw fail(`could not be read (${error instanceof Error ? error.message : error})`);
  }
  const bad = (list) =>
    !Array.isArray(list) ||
    list.some(
      (route) =>
        typeof route?.path !== 'string' ||
        !(typeof route.component === 'string' || route.component === null) ||
        (route.routes !== undefined && bad(route.routes)),
    );
  if (bad(routes)) throw fail('holds routes without a path or a ComponentCreator component');
  return routes;
}

/** The route table, chunk names and client manifest of the build in `generatedDir`. */
export function readGenerated(generatedDir) {
  const json = (file) => JSON.parse(readFileSync(join(generatedDir, file), 'utf8'));
  return {
    routes: readRoutes(generatedDir),
    chunkNames: json('routesChunkNames.json'),
    manifest: json('client-manifest.json'),
  };
}

function leafStrings(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafStrings);
  return [];
}

/**
 * The ids of the chunks the client loads for a path's routes, outermost first, matched as the
 * client matches them (a name may be in the main bundle).
 */
export function routeChunkIds({routes, chunkNames, manifest}, pathname) {
  return matchRoutes(routes, pathname)
    .map(({route}) => route.component)
    .filter(Boolean)
    .flatMap((key) => leafStrings(chunkNames[key]))
    .flatMap((name) => manifest.origins[name] ?? []);
}

/** Every HTML page of the build, with its URL path (no trailing slash but the root's). */
export function htmlPages(buildDir) {
  return readdirSync(buildDir, {recursive: true})
    .map((name) => name.replace(/\\/g, '/'))
    .filter((rel) => rel.endsWith('.html') && !rel.split('/').slice(0, -1).includes('assets'))
    .map((rel) => {
      const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return {file: join(buildDir, rel), path: path === '/' ? '/' : path.replace(/\/$/, '')};
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
