import {
  memo,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useTooltip} from '@site/src/components/Tooltip';
import {contextTree, initiallyOpenFolders, statusLabels, type TreeItem} from '@site/src/data/demo';
import {fadeDelay, scoreTone} from './schedule';
import {treeKey, visibleRows} from './tree';
import Icon from './Icon';
import styles from './styles.module.css';

interface Tree {
  openIds: ReadonlySet<string>;
  tabbableId: string;
  animate: boolean;
  onToggle: (id: string) => void;
  onFocusRow: (id: string) => void;
  picture: boolean;
}

type RowProps = {item: TreeItem; depth: number; index: number; setSize: number; tree: Tree};

/** The rows of one level of the tree, each told its place in the level. */
function level(items: readonly TreeItem[], depth: number, tree: Tree): ReactNode {
  return items.map((item, index) => (
    <TreeRow
      key={item.id}
      item={item}
      depth={depth}
      index={index}
      setSize={items.length}
      tree={tree}
    />
  ));
}

function TreeRow({item, depth, index, setSize, tree}: RowProps): ReactNode {
  const {openIds, tabbableId, animate, onToggle, onFocusRow, picture} = tree;
  const id = useId();
  const tone = scoreTone(item.score);
  const status = statusLabels[item.status];
  const {anchor, triggerProps, describedBy, tooltip} = useTooltip<HTMLDivElement>(
    <>
      Relevance {item.score}% ({tone}). {status.hint}
    </>,
  );
  const isFolder = item.type === 'folder';
  const isOpen = isFolder && openIds.has(item.id);
  // A still picture keeps the look but none of the tree's semantics or handlers.
  const semantics = picture
    ? {}
    : {
        role: 'treeitem',
        'aria-level': depth + 1,
        'aria-setsize': setSize,
        'aria-posinset': index + 1,
        'aria-expanded': isFolder ? isOpen : undefined,
        'aria-labelledby': `${id}-name`,
        'aria-describedby': clsx(`${id}-meta`, describedBy),
        tabIndex: item.id === tabbableId ? 0 : -1,
        onFocus: (event: FocusEvent<HTMLLIElement>) => {
          if (event.target === event.currentTarget) onFocusRow(item.id);
          triggerProps.onFocus(event);
        },
        onBlur: triggerProps.onBlur,
      };
  return (
    <li className={styles.treeItem} {...semantics}>
      <div
        ref={anchor}
        className={clsx(styles.row, tone === 'high' && styles.rowHigh, animate && styles.fadeIn)}
        style={
          {
            '--demo-depth': depth,
            animationDelay: animate ? `${fadeDelay(index, depth)}ms` : undefined,
          } as CSSProperties
        }
        onPointerEnter={picture ? undefined : triggerProps.onPointerEnter}
        onPointerLeave={picture ? undefined : triggerProps.onPointerLeave}
        onClick={
          picture
            ? undefined
            : () => {
                onFocusRow(item.id);
                if (isFolder) onToggle(item.id);
              }
        }>
        <span className={styles.rowMain}>
          {isFolder ? (
            <Icon name="chevron" className={clsx(styles.chevron, isOpen && styles.chevronOpen)} />
          ) : (
            <span className={styles.chevronSpacer} />
          )}
          <Icon name={isFolder ? 'folder' : 'document'} className={styles.itemIcon} />
          <span id={`${id}-name`} className={styles.itemName}>
            {item.name}
          </span>
          <span className={clsx(styles.score, styles[`score_${tone}`])}>{item.score}%</span>
        </span>
        <span id={`${id}-meta`} className={styles.rowMeta}>
          <span className={styles.srOnly}>Relevance {item.score}%, </span>
          <span className={styles.compression}>{item.compression}</span>
          <span className={styles.category}>
            <span aria-hidden="true"> · </span>
            {item.category}
          </span>
          <span className={clsx(styles.status, styles[`status_${item.status}`])}>
            <span className={styles.statusDot} aria-hidden="true" />
            {status.label}
          </span>
        </span>
      </div>
      {picture ? null : tooltip}
      {isOpen ? (
        <ul role={picture ? undefined : 'group'} className={styles.treeGroup}>
          {level(item.children, depth + 1, tree)}
        </ul>
      ) : null}
    </li>
  );
}

/** Left pane: the context tree (WAI-ARIA tree: roving tabindex, arrows, Enter/Space toggle). */
function ContextTree({animate, picture}: {animate: boolean; picture: boolean}): ReactNode {
  const labelId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(initiallyOpenFolders));
  const [focusedId, setFocusedId] = useState(contextTree[0]?.id ?? '');
  const rows = useMemo(() => visibleRows(contextTree, openIds), [openIds]);
  // A row hidden by closing its folder cannot keep the tab stop; its first visible row takes it.
  const tabbableId = rows.some((row) => row.item.id === focusedId)
    ? focusedId
    : (rows[0]?.item.id ?? '');

  const toggle = (id: string): void =>
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const tree = {openIds, tabbableId, animate, onToggle: toggle, onFocusRow: setFocusedId, picture};

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    // The row elements are in the order of `rows`. Keys act on the row that has focus (a click
    // focuses a row without moving the tab stop).
    const elements = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('[role="treeitem"]'),
    );
    const current = rows[elements.indexOf(event.target as HTMLElement)];
    const command = treeKey(event.key, rows, current?.item.id ?? tabbableId, openIds);
    if (!command) return;
    event.preventDefault();
    if ('toggle' in command) {
      toggle(command.toggle);
    } else {
      setFocusedId(command.focus);
      elements[rows.findIndex((row) => row.item.id === command.focus)]?.focus();
    }
  };

  return (
    <div className={styles.treePane}>
      <p className={styles.paneTitle} id={picture ? undefined : labelId}>
        Context
      </p>
      <ul
        role={picture ? undefined : 'tree'}
        aria-labelledby={picture ? undefined : labelId}
        className={styles.tree}
        onKeyDown={picture ? undefined : onKeyDown}>
        {level(contextTree, 0, tree)}
      </ul>
    </div>
  );
}

export default memo(ContextTree);
