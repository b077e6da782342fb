/**
 * @jest-environment node
 */
import {copyFileSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import plainKeySortPlugin, {patch, patchProblem, patchTarget} from '../../src/plugins/plainKeySort';

// The loader is plain CommonJS, as webpack runs it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../src/plugins/sourcePatchLoader.js') as (
  this: {getOptions: () => typeof patch; resourcePath: string},
  source: string,
) => string;

function runLoader(source: string): string {
  return loader.call({getOptions: () => patch, resourcePath: patchTarget}, source);
}

describe('the plain key sort (plainKeySortPlugin)', () => {
  it('finds the comparison it replaces in the installed theme-common', () => {
    expect(patchProblem()).toBeUndefined();
    expect(plainKeySortPlugin().name).toBe('plain-key-sort');
  });

  it('leaves theme-common with no locale collation in useShallowMemoObject', () => {
    const patched = runLoader(readFileSync(patchTarget, 'utf8'));
    const hook = patched.slice(patched.indexOf('export function useShallowMemoObject'));
    expect(hook.slice(0, hook.indexOf('\n}'))).not.toMatch(/localeCompare|Intl\./);
    expect(patched).toContain(patch.replace);
  });

  it('orders keys the same way on every call, as the memo needs', () => {
    const compare = new Function('a', 'b', `return ${/=> (.*)\);$/.exec(patch.replace)?.[1]};`) as (
      a: [string],
      b: [string],
    ) => number;
    const keys = ['props', 'component', 'Zed', 'alpha', 'a'].map((key): [string] => [key]);
    const once = [...keys].sort(compare).map(([key]) => key);
    expect(
      [...keys]
        .reverse()
        .sort(compare)
        .map(([key]) => key),
    ).toEqual(once);
    expect(once).toEqual(['Zed', 'a', 'alpha', 'component', 'props']);
  });

  describe('when upstream changes the code', () => {
    let copy: string;
    beforeEach(() => {
      copy = join(mkdtempSync(join(tmpdir(), 'theme-common-')), 'reactUtils.js');
      copyFileSync(patchTarget, copy);
    });
    afterEach(() => rmSync(join(copy, '..'), {recursive: true, force: true}));

    it('stops the build naming the plugin when the comparison is rewritten', () => {
      writeFileSync(copy, readFileSync(copy, 'utf8').replace(patch.search, 'deps.sort();'));
      expect(patchProblem(copy)).toMatch(/plainKeySortPlugin \(src\/plugins\/plainKeySort\.ts\)/);
      expect(() => runLoader(readFileSync(copy, 'utf8'))).toThrow(/found it 0 times/);
    });

    it('stops the build when the file is gone', () => {
      rmSync(copy);
      expect(patchProblem(copy)).toMatch(/no longer exists/);
    });
  });
});
