import {contextTree} from '@site/src/data/demo';
import {treeKey, visibleRows} from '../tree';

describe('the context tree keyboard model', () => {
  const open = new Set(['active']);
  const rows = visibleRows(contextTree, open);
  const ids = rows.map((row) => row.item.id);

  it('lists open folders’ children in place, with their depth', () => {
    const opening = ['active', 'requirements', 'sprint-board', 'run-42', 'squad-thread'];
    expect(ids.slice(0, 6)).toEqual([...opening, 'sprint-3-archive']);
    expect(rows[1]).toMatchObject({depth: 1, parentId: 'active'});
    expect(visibleRows(contextTree, new Set())).toHaveLength(contextTree.length);
  });

  it('moves with the arrows, Home and End', () => {
    expect(treeKey('ArrowDown', rows, 'active', open)).toEqual({focus: 'requirements'});
    expect(treeKey('ArrowUp', rows, 'requirements', open)).toEqual({focus: 'active'});
    expect(treeKey('ArrowUp', rows, 'active', open)).toBeNull();
    expect(treeKey('End', rows, 'active', open)).toEqual({focus: ids.at(-1)});
    expect(treeKey('Home', rows, 'run-42', open)).toEqual({focus: 'active'});
  });

  it('opens and closes folders with Enter, Space, Right and Left', () => {
    const archive = 'sprint-3-archive';
    expect(treeKey('Enter', rows, archive, open)).toEqual({toggle: archive});
    expect(treeKey(' ', rows, 'active', open)).toEqual({toggle: 'active'});
    expect(treeKey('ArrowRight', rows, archive, open)).toEqual({toggle: archive});
    expect(treeKey('ArrowRight', rows, 'active', open)).toEqual({focus: 'requirements'});
    expect(treeKey('ArrowLeft', rows, 'active', open)).toEqual({toggle: 'active'});
    expect(treeKey('ArrowLeft', rows, 'run-42', open)).toEqual({focus: 'active'});
    expect(treeKey('Enter', rows, 'run-42', open)).toBeNull();
    expect(treeKey('a', rows, 'run-42', open)).toBeNull();
  });
});
