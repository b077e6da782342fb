import type {ReactNode} from 'react';
import {enhancementFigures} from '@site/src/data/enhancementFigures';
import styles from './styles.module.css';

/** Headline figures, labelled as our claims rather than as guarantees. */
export default function ClaimedFigures(): ReactNode {
  return (
    <figure className={styles.figure}>
      <dl className={styles.list}>
        {enhancementFigures.map((figure) => (
          <div key={figure.id} className={styles.item}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <figcaption className={styles.caption}>
        Claimed figures from our own measurements during the beta; your results depend on what you
        read and ask.
      </figcaption>
    </figure>
  );
}
