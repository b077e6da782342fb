/**
 * Which script chunks each page of a Docusaurus build loads for its routes before it hydrates,
 * read from the route table, chunk names and chunk manifest the build writes to `.docusaurus/`.
 * Shared by the build (src/plugins/routeChunks.ts names them on each page) and the weight gate
 * (scripts/route-weights.mjs weighs them).
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';

/** Reads `.docusaurus/routes.js` into plain data: {path, exact, component (its key), routes}. */
export function readRoutes(generatedDir) {
  const source = readFileSync(join(generatedDir, 'routes.js'), 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  // The file is Docusaurus's own generated code; ComponentCreator(path, hash) names a route.
  const componentCreator = (path, hash) => (hash ? `${path}-${hash}` : null);
  return new Function('ComponentCreator', 'React', source)(componentCreator, {});
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

/** The chain of routes react-router-config renders for a path (outermost first). */
export function matchRoutes(routes, pathname) {
  for (const route of routes) {
    const matches =
      route.path === '*' ||
      (route.exact
        ? route.path === pathname
        : route.path === '/' ||
          pathname === route.path ||
          pathname.startsWith(`${route.path.replace(/\/$/, '')}/`));
    if (matches) return [route, ...(route.routes ? matchRoutes(route.routes, pathname) : [])];
  }
  return [];
}

function leafStrings(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafStrings);
  return [];
}

/** The ids of the chunks the client loads for a path's routes (a name may be in the main bundle). */
export function routeChunkIds({routes, chunkNames, manifest}, pathname) {
  return matchRoutes(routes, pathname)
    .map((route) => route.component)
    .filter(Boolean)
    .flatMap((key) => leafStrings(chunkNames[key]))
    .flatMap((name) => manifest.origins[name] ?? []);
}

/** Every HTML page of the build, with its URL path (no trailing slash but the root's). */
export function htmlPages(buildDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = relative(buildDir, full).replace(/\\/g, '/');
        const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
        pages.push({file: full, path: path === '/' ? '/' : path.replace(/\/$/, '')});
      }
    }
  };
  walk(buildDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
