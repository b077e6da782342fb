import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps ICU collation out of the start-up of the docs pages on a phone. theme-common's
 * `useShallowMemoObject` sorts an object's keys with `String#localeCompare` only to make a memo's
 * dependencies order-independent; the docs sidebar's phone menu calls it in the render that
 * follows hydration, and a page's first `localeCompare` builds the default locale's collator,
 * 13–27 ms of main-thread time unthrottled (four times that on a throttled phone). The order
 * only has to be the same on every render, so the build compares the keys' code units instead.
 */

/** The file, relative to theme-common's package folder, and the one comparison replaced in it. */
export const patch = {
  file: join('lib', 'utils', 'reactUtils.js'),
  search: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
  replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  owner: 'plainKeySortPlugin (src/plugins/plainKeySort.ts)',
} as const;

/** The patched file of the installed theme-common. */
export const patchTarget = join(
  dirname(dirname(require.resolve('@docusaurus/theme-common'))),
  patch.file,
);

/**
 * What is wrong with the installed theme-common for this patch, or nothing. The build and the
 * unit tests both ask, so an upgrade that moves or rewrites the code stops `npm test` with the
 * reason rather than quietly bringing the collator back.
 */
export function patchProblem(target = patchTarget): string | undefined {
  let source: string;
  try {
    source = readFileSync(target, 'utf8');
  } catch {
    return `${patch.owner}: ${target} no longer exists; find where useShallowMemoObject lives now.`;
  }
  const count = source.split(patch.search).length - 1;
  if (count !== 1) {
    return (
      `${patch.owner}: expected ${target} to contain ${JSON.stringify(patch.search)} once, found ` +
      `it ${count} times. Upstream has changed that code: read it, then update or remove the patch.`
    );
  }
  return undefined;
}

export default function plainKeySortPlugin(): Plugin {
  const problem = patchProblem();
  if (problem) throw new Error(problem);
  return {
    name: 'plain-key-sort',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: patchTarget,
              use: [
                {
                  loader: join(__dirname, 'sourcePatchLoader.js'),
                  options: {search: patch.search, replace: patch.replace, owner: patch.owner},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
