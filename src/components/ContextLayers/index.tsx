import type {ReactNode} from 'react';
import {contextLayers} from '@site/src/data/contextLayers';
import styles from './styles.module.css';

/** Rings, outermost first, each low in the one around it so its label clears both lines. */
const rings = [
  {id: 'domain', cy: 120, radius: 116, labelY: 32},
  {id: 'project', cy: 144, radius: 84, labelY: 90},
  {id: 'immediate', cy: 170, radius: 50, labelY: 170},
] as const;

/** The three context layers as nested rings beside the same layers in words. */
export default function ContextLayers(): ReactNode {
  return (
    <figure className={styles.figure}>
      {/* The list says everything the picture does, so the picture stays silent. */}
      <svg
        className={styles.diagram}
        viewBox="0 0 240 240"
        width="256"
        height="256"
        aria-hidden="true"
        focusable="false">
        {rings.map((ring) => (
          <circle key={ring.id} className={styles[ring.id]} cx="120" cy={ring.cy} r={ring.radius} />
        ))}
        {rings.map((ring) => (
          <text
            key={ring.id}
            className={ring.id === 'immediate' ? styles.labelOnAccent : styles.label}
            x="120"
            y={ring.labelY}
            textAnchor="middle"
            dominantBaseline="central">
            {ring.id}
          </text>
        ))}
      </svg>
      <div className={styles.legend}>
        <figcaption className={styles.caption}>Three layers of context, innermost first</figcaption>
        <ol className={styles.list}>
          {contextLayers.map((layer) => (
            <li key={layer.id}>
              <strong>{layer.name}.</strong> {layer.description}
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
