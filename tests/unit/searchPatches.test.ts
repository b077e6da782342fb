/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import {patchedFiles, themePatches} from '../../src/plugins/searchLocal';

describe('the search theme patches (src/plugins/searchLocal.ts)', () => {
  it.each(patchedFiles.map(({path, patches}) => [path, patches] as const))(
    'find each piece they replace exactly once in %s',
    (path, patches) => {
      const source = readFileSync(path, 'utf8');
      const problems = patches
        .map(({search}) => ({search, count: source.split(search).length - 1}))
        .filter(({count}) => count !== 1)
        .map(
          ({search, count}) =>
            `${themePatches.owner}: ${JSON.stringify(search)} is in ${path} ${count} times, not once. ` +
            'The theme has changed that code: read it, then update or remove the patch.',
        );
      expect(problems).toEqual([]);
    },
  );
});
