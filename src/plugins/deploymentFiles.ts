import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {brand} from '../brand';
import {robotsTxt} from '../seo';
import {
  buildInlineHashes,
  formatHeadersFile,
  formatNginxHeaders,
  headerRules,
} from '../../deploy/headers';
import {
  formatNginxRedirectMap,
  formatRedirectsFile,
  redirectablePaths,
} from '../../deploy/redirects';
import {writeBuildMarker} from '../../scripts/build-marker.mjs';
import {markdownCopiesWritten} from './llmsTxt';
import {inlineStylesheets} from './inlineStylesheet';
import {nameRouteChunks} from './routeChunks';
import {writeLoaders} from './ssrTemplate';

const pending = new Map<string, Promise<void>>();

/**
 * Resolves once this plugin has written the pages in `outDir` for the last time (post-build
 * steps run in parallel): a step that reads the pages as they are served awaits this.
 */
export function deploymentFilesWritten(outDir: string): Promise<void> {
  return pending.get(outDir) ?? Promise.resolve();
}

/**
 * Writes the site's stylesheet into each page (./inlineStylesheet.ts), names each page's own
 * chunks on its loader, and the pages' addresses on the not-found page's (./routeChunks.ts),
 * then writes the files a host reads beside the pages, all from this build:
 * robots.txt (pointing at the sitemap on the canonical origin); the headers, whose policy lists
 * the hash of every inline script and style this build emitted (_headers for the CDN hosts,
 * _nginx/headers.conf for deploy/nginx.conf); and the redirects of each page's other spellings
 * (_redirects, _nginx/redirects.conf).
 */
export default function deploymentFilesPlugin(): Plugin {
  return {
    name: 'deployment-files',
    postBuild(props) {
      const work = writeDeploymentFiles(props);
      pending.set(props.outDir, work);
      return work;
    },
  };
}

async function writeDeploymentFiles({
  outDir,
  routesPaths,
  generatedFilesDir,
  baseUrl,
}: Parameters<NonNullable<Plugin['postBuild']>>[0]): Promise<void> {
  const pages = redirectablePaths(routesPaths);
  // The Markdown copies' step adds a link to every page: let it finish before rewriting them.
  await markdownCopiesWritten(outDir);
  // First, so that the hashes and the build marker read the pages as they are served.
  await writeLoaders(outDir);
  await inlineStylesheets(outDir, baseUrl);
  await nameRouteChunks({outDir, generatedFilesDir, baseUrl, pages});
  const rules = headerRules({
    ...(await buildInlineHashes(outDir)),
    formOrigin: new URL(brand.feedbackFormUrl).origin,
  });
  await mkdir(join(outDir, '_nginx'), {recursive: true});
  await Promise.all([
    writeFile(join(outDir, '_headers'), formatHeadersFile(rules)),
    writeFile(join(outDir, '_nginx', 'headers.conf'), formatNginxHeaders(rules)),
    writeFile(join(outDir, '_redirects'), formatRedirectsFile(pages)),
    writeFile(join(outDir, '_nginx', 'redirects.conf'), formatNginxRedirectMap(pages)),
    writeFile(join(outDir, 'robots.txt'), robotsTxt(brand.siteUrl)),
  ]);
  // Lets the weight gate refuse a .docusaurus/ that no longer belongs to this build.
  writeBuildMarker({buildDir: outDir, generatedDir: generatedFilesDir});
}
