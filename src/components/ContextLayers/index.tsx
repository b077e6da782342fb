import type {ReactNode} from 'react';
import {contextLayers} from '@site/src/data/contextLayers';
import styles from './styles.module.css';

/** Ring radii, outermost first: the domain holds the project, which holds the moment. */
const rings = [
  {id: 'domain', radius: 98, labelY: 22},
  {id: 'project', radius: 68, labelY: 53},
  {id: 'immediate', radius: 36, labelY: 104},
] as const;

/** The three context layers as nested rings beside the same layers in words. */
export default function ContextLayers(): ReactNode {
  return (
    <figure className={styles.figure}>
      {/* The list says everything the picture does, so the picture stays silent. */}
      <svg
        className={styles.diagram}
        viewBox="0 0 200 200"
        width="200"
        height="200"
        aria-hidden="true"
        focusable="false">
        {rings.map((ring) => (
          <circle key={ring.id} className={styles[ring.id]} cx="100" cy="100" r={ring.radius} />
        ))}
        {rings.map((ring) => (
          <text
            key={ring.id}
            className={ring.id === 'immediate' ? styles.labelOnAccent : styles.label}
            x="100"
            y={ring.labelY}
            textAnchor="middle">
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
