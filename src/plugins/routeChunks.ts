import {type Generated, routeChunkIds} from '../../scripts/route-chunks.mjs';

/**
 * Names each page's own script chunks in the page, so that the page template's loader
 * (src/client/hydrate-after-paint.js) fetches them while the main bundle downloads. Docusaurus
 * requests a route's chunks only once the main bundle has downloaded and run; on a throttled
 * phone they then arrived ~0.3 s after its client entry had started, which waited for them
 * before hydrating. The chunks are those Docusaurus's client loads for the page's routes
 * (scripts/route-chunks.mjs). The `route chunks` step of src/plugins/pagePipeline.ts.
 */

const owner = 'routeChunks (src/plugins/routeChunks.ts)';

/** Where the page template's loader starts: the attribute goes right before this. */
export const loaderTag = '<script data-scripts=';

/** The JavaScript files of a page's own chunks, in the order its routes need them. */
export function pageChunkFiles(generated: Generated, pathname: string): string[] {
  const {manifest} = generated;
  const filesOf = (ids: string[]) =>
    ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((file) => file.publicPath));
  const entryFiles = new Set(
    filesOf(manifest.entrypoints.flatMap((entry) => manifest.origins[entry] ?? [])),
  );
  return [...new Set(filesOf(routeChunkIds(generated, pathname)))].filter(
    (file) => !entryFiles.has(file),
  );
}

/**
 * The page with its chunk files named on the loader, and for the not-found page the site's page
 * addresses, which the loader sends another spelling of a page to (data-pages); throws when the
 * loader is not there once.
 */
export function withChunks(
  html: string,
  files: string[],
  page: string,
  pages: readonly string[] = [],
): string {
  const count = html.split(loaderTag).length - 1;
  if (count !== 1) {
    throw new Error(
      `${owner}: ${page} has ${count} page-template loaders (${loaderTag}…), expected 1; ` +
        `see src/plugins/ssrTemplate.ts.`,
    );
  }
  const addresses = pages.length > 0 ? ` data-pages="${pages.join(' ')}"` : '';
  return html.replace(
    loaderTag,
    () => `<script data-chunks="${files.join(' ')}"${addresses} data-scripts=`,
  );
}
