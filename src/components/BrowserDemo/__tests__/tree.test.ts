import {contextTree, type TreeItem} from '@site/src/data/demo';
import {treeKey, visibleRows} from '../tree';

type Folder = Extract<TreeItem, {type: 'folder'}>;

describe('the context tree keyboard model', () => {
  // The first folder open, as the demo starts; the others closed.
  const first = contextTree.find((item): item is Folder => item.type === 'folder')!;
  const open = new Set([first.id]);
  const rows = visibleRows(contextTree, open);
  const ids = rows.map((row) => row.item.id);
  const [child] = first.children;
  const leaf = first.children.find((item) => item.type !== 'folder')!.id;
  const closed = rows.find(({item}) => item.type === 'folder' && !open.has(item.id))!.item.id;

  it('lists open folders’ children in place, with their depth', () => {
    const at = ids.indexOf(first.id);
    expect(ids.slice(at, at + 1 + first.children.length)).toEqual([
      first.id,
      ...first.children.map(({id}) => id),
    ]);
    expect(rows[at + 1]).toMatchObject({depth: 1, parentId: first.id});
    expect(visibleRows(contextTree, new Set())).toHaveLength(contextTree.length);
  });

  // Down, Left and Right between parent and child, Enter and Space: tests/e2e/demo.spec.ts.
  it('moves up, to the first and last rows, opens a closed folder with Right, and ignores other keys', () => {
    expect(treeKey('ArrowUp', rows, child!.id, open)).toEqual({focus: first.id});
    expect(treeKey('ArrowUp', rows, ids[0]!, open)).toBeNull();
    expect(treeKey('End', rows, first.id, open)).toEqual({focus: ids.at(-1)});
    expect(treeKey('Home', rows, leaf, open)).toEqual({focus: ids[0]});
    expect(treeKey('ArrowRight', rows, closed, open)).toEqual({toggle: closed});
    expect(treeKey('Enter', rows, leaf, open)).toBeNull();
    expect(treeKey('a', rows, leaf, open)).toBeNull();
  });
});
