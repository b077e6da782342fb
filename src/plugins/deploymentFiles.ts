import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {brand} from '../brand';
import {robotsTxt} from '../seo';
import {
  formatHeadersFile,
  formatNginxHeaders,
  headerRules,
  pageInlineHashes,
} from '../../deploy/headers';
import {
  formatNginxRedirectMap,
  formatRedirectsFile,
  redirectablePaths,
} from '../../deploy/redirects';
import type {Build} from './pageTypes';

/**
 * Writes the files a host reads beside the pages as served: robots.txt, the headers (the policy
 * lists every inline script's and style's hash) and the redirects of each page's other spellings.
 */
export async function writeDeploymentFiles(
  pages: readonly {html: string}[],
  {outDir, routesPaths}: Build,
): Promise<void> {
  const paths = redirectablePaths(routesPaths);
  const rules = headerRules({
    ...pageInlineHashes(pages.map(({html}) => html)),
    formOrigin: new URL(brand.feedbackFormUrl).origin,
  });
  await mkdir(join(outDir, '_nginx'), {recursive: true});
  await Promise.all([
    writeFile(join(outDir, '_headers'), formatHeadersFile(rules)),
    writeFile(join(outDir, '_nginx', 'headers.conf'), formatNginxHeaders(rules)),
    writeFile(join(outDir, '_redirects'), formatRedirectsFile(paths)),
    writeFile(join(outDir, '_nginx', 'redirects.conf'), formatNginxRedirectMap(paths)),
    writeFile(join(outDir, 'robots.txt'), robotsTxt(brand.siteUrl)),
  ]);
}
