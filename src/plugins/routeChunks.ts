import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Names each page's own script chunks in the page, so that the page template's loader
 * (src/client/hydrate-after-paint.js) requests them with the main bundle. Docusaurus requests a
 * route's chunks only once the main bundle has downloaded and run; on a throttled phone they then
 * arrived ~0.3 s after its client entry had started, which waited for them before hydrating.
 *
 * The chunks are those Docusaurus's client loads for the route (its `preload`): the generated
 * route table says which components make up the page, `routesChunkNames.json` which chunks each
 * needs, and the client build's manifest which files each chunk group is made of.
 */

const owner = 'routeChunksPlugin (src/plugins/routeChunks.ts)';

/** The attribute of the loader's script element that lists the page's chunk files. */
export const chunksAttribute = 'data-chunks';
/** Where the page template's loader starts: the attribute goes right before this. */
export const loaderTag = '<script data-scripts=';

interface RouteEntry {
  path: string;
  exact?: boolean;
  /** `${path}-${hash}`: the key of the route's chunks in routesChunkNames.json. */
  key: string;
  routes?: RouteEntry[];
}

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {publicPath: string}[]}>;
}

/** The generated files this plugin reads, as the build wrote them. */
export interface GeneratedFiles {
  routes: RouteEntry[];
  chunkNames: Record<string, unknown>;
  manifest: ClientManifest;
}

function problem(message: string): Error {
  return new Error(`${owner}: ${message}`);
}

/**
 * The generated route table (`.docusaurus/routes.js`), evaluated with a stand-in for
 * ComponentCreator that keeps only its chunk key. Throws, naming this plugin, when the file no
 * longer has the shape Docusaurus's code generator gave it.
 */
export function parseRoutes(source: string): RouteEntry[] {
  const body = source
    .replace(/^import .*;$/gm, '')
    .replace(/^export default /m, 'return ')
    .trim();
  if (!body.startsWith('return [')) {
    throw problem('.docusaurus/routes.js no longer default-exports an array of routes.');
  }
  type Creator = (path: string, hash?: string) => string;
  const creator: Creator = (path, hash) => `${path}-${hash}`;
  let routes: unknown;
  try {
    routes = new Function('ComponentCreator', body)(creator);
  } catch (error) {
    throw problem(`.docusaurus/routes.js could not be read: ${(error as Error).message}`);
  }
  const convert = (list: unknown): RouteEntry[] =>
    (list as {path: string; exact?: boolean; component: string; routes?: unknown}[]).map(
      (route) => {
        if (typeof route.path !== 'string' || typeof route.component !== 'string') {
          throw problem('a route in .docusaurus/routes.js has no path or ComponentCreator.');
        }
        return {
          path: route.path,
          exact: route.exact,
          key: route.component,
          routes: route.routes ? convert(route.routes) : undefined,
        };
      },
    );
  return convert(routes);
}

/** Whether a route's path matches the page's, as react-router does for paths without parameters. */
function matches(route: RouteEntry, pathname: string): boolean {
  if (route.path === '*') return true;
  if (/[:(*]/.test(route.path)) return false;
  const path = route.path.replace(/\/$/, '');
  const page = pathname.replace(/\/$/, '');
  if (route.exact) return path === page;
  return page === path || page.startsWith(`${path}/`) || path === '';
}

/** The branch of routes a page renders: at each level the first route that matches. */
export function matchBranch(routes: RouteEntry[], pathname: string): RouteEntry[] {
  const route = routes.find((candidate) => matches(candidate, pathname));
  if (!route) return [];
  return [route, ...(route.routes ? matchBranch(route.routes, pathname) : [])];
}

function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** The JavaScript files of a page's own chunks, in the order its routes need them. */
export function pageChunkFiles(generated: GeneratedFiles, pathname: string): string[] {
  const {manifest} = generated;
  const entryFiles = new Set(
    manifest.entrypoints.flatMap((entry) =>
      (manifest.origins[entry] ?? []).flatMap((id) =>
        (manifest.assets[id]?.js ?? []).map((file) => file.publicPath),
      ),
    ),
  );
  const files: string[] = [];
  for (const route of matchBranch(generated.routes, pathname)) {
    for (const name of chunkNamesOf(generated.chunkNames[route.key])) {
      // A name without a chunk of its own (the site's configuration) is in the main bundle.
      for (const id of manifest.origins[name] ?? []) {
        for (const {publicPath} of manifest.assets[id]?.js ?? []) {
          if (!entryFiles.has(publicPath) && !files.includes(publicPath)) files.push(publicPath);
        }
      }
    }
  }
  return files;
}

export function readGeneratedFiles(generatedDir: string): GeneratedFiles {
  const read = (file: string) => readFileSync(join(generatedDir, file), 'utf8');
  return {
    routes: parseRoutes(read('routes.js')),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>,
    manifest: JSON.parse(read('client-manifest.json')) as ClientManifest,
  };
}

/** The address a built page answers: `index.html` is `/`, `support.html` is `/support`. */
export function pagePath(htmlFile: string, baseUrl = '/'): string {
  const path = htmlFile
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '');
  return `${baseUrl}${path}`;
}

/** The page with its chunk files named on the loader; throws when the loader is not there once. */
export function withChunks(html: string, files: string[], file: string): string {
  const count = html.split(loaderTag).length - 1;
  if (count !== 1) {
    throw problem(
      `${file} has ${count} page-template loaders (${loaderTag}…), expected 1; see src/plugins/ssrTemplate.ts.`,
    );
  }
  const escaped = files.map((name) => name.replace(/[&"<>]/g, '')).join(' ');
  return html.replace(loaderTag, () => `<script ${chunksAttribute}="${escaped}" data-scripts=`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export default function routeChunksPlugin(): Plugin {
  return {
    name: 'route-chunks',
    async postBuild({outDir, generatedFilesDir, baseUrl}) {
      const generated = readGeneratedFiles(generatedFilesDir);
      await Promise.all(
        (await htmlFiles(outDir)).map(async (file) => {
          const name = relative(outDir, file);
          const html = await readFile(file, 'utf8');
          const files = pageChunkFiles(generated, pagePath(name, baseUrl));
          // Written whole and then renamed: other plugins read the pages in the same step.
          const next = `${file}.route-chunks`;
          await writeFile(next, withChunks(html, files, name));
          await rename(next, file);
        }),
      );
    },
  };
}
