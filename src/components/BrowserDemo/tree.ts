import type {TreeItem} from '@site/src/data/demo';

/** A tree row as the keyboard sees it. */
interface VisibleRow {
  item: TreeItem;
  depth: number;
  parentId: string | null;
}

/** The rows on screen, top to bottom, given which folders are open. */
export function visibleRows(
  items: readonly TreeItem[],
  openIds: ReadonlySet<string>,
  depth = 0,
  parentId: string | null = null,
): VisibleRow[] {
  return items.flatMap((item) => [
    {item, depth, parentId},
    ...(item.type === 'folder' && openIds.has(item.id)
      ? visibleRows(item.children, openIds, depth + 1, item.id)
      : []),
  ]);
}

type TreeCommand = {focus: string} | {toggle: string} | null;

/**
 * The WAI-ARIA tree pattern's keys: arrows move, Right opens or enters a folder, Left closes it
 * or goes to the parent, Home/End jump, Enter and Space toggle a folder.
 */
export function treeKey(
  key: string,
  rows: readonly VisibleRow[],
  currentId: string,
  openIds: ReadonlySet<string>,
): TreeCommand {
  const index = rows.findIndex((row) => row.item.id === currentId);
  const row = rows[index];
  if (!row) return null;
  const isFolder = row.item.type === 'folder';
  const isOpen = isFolder && openIds.has(row.item.id);
  const focusAt = (at: number): TreeCommand => {
    const target = rows[at];
    return target ? {focus: target.item.id} : null;
  };
  switch (key) {
    case 'ArrowDown':
      return focusAt(index + 1);
    case 'ArrowUp':
      return focusAt(index - 1);
    case 'Home':
      return focusAt(0);
    case 'End':
      return focusAt(rows.length - 1);
    case 'ArrowRight':
      if (!isFolder) return null;
      return isOpen ? focusAt(index + 1) : {toggle: row.item.id};
    case 'ArrowLeft':
      if (isOpen) return {toggle: row.item.id};
      return row.parentId ? {focus: row.parentId} : null;
    case 'Enter':
    case ' ':
      return isFolder ? {toggle: row.item.id} : null;
    default:
      return null;
  }
}
