import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Nodes and links of a knowledge graph: the site's one decorative motif, used sparingly. */
const nodes = [
  {x: 20, y: 92, r: 5},
  {x: 62, y: 40, r: 7},
  {x: 110, y: 86, r: 9},
  {x: 160, y: 30, r: 5},
  {x: 196, y: 104, r: 6},
  {x: 128, y: 132, r: 4},
  {x: 70, y: 128, r: 4},
] as const;

const links: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 2],
  [1, 3],
  [2, 3],
  [2, 4],
  [2, 5],
  [0, 6],
  [6, 2],
  [3, 4],
];

export default function GraphMotif({className}: {className?: string}): ReactNode {
  return (
    <svg
      className={clsx(styles.motif, className)}
      viewBox="0 0 216 150"
      width="216"
      height="150"
      aria-hidden="true"
      focusable="false">
      <g className={styles.links}>
        {links.map(([from, to]) => {
          const a = nodes[from];
          const b = nodes[to];
          return a && b ? <line key={`${from}-${to}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} /> : null;
        })}
      </g>
      <g className={styles.nodes}>
        {nodes.map((node, index) => (
          <circle key={index} cx={node.x} cy={node.y} r={node.r} />
        ))}
      </g>
    </svg>
  );
}
