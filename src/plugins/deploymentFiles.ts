import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {brand} from '../brand';
import {robotsTxt} from '../seo';
import {buildScriptHashes, formatHeadersFile, headerRules} from '../../deploy/headers';

/**
 * Writes the files a static host reads beside the pages: robots.txt (pointing at the sitemap on
 * the canonical origin) and _headers, whose script policy lists the hash of every inline script
 * this build emitted.
 */
export default function deploymentFilesPlugin(): Plugin {
  return {
    name: 'deployment-files',
    async postBuild({outDir}) {
      const rules = headerRules({
        scriptHashes: await buildScriptHashes(outDir),
        formOrigin: new URL(brand.feedbackFormUrl).origin,
      });
      await writeFile(join(outDir, '_headers'), formatHeadersFile(rules));
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(brand.siteUrl));
    },
  };
}
