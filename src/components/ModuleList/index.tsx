import type {ReactNode} from 'react';
import {hubModules} from '@site/src/data/modules';
import styles from './styles.module.css';

export default function ModuleList(): ReactNode {
  return (
    <ul className={styles.grid} aria-label="Interface modules">
      {hubModules.map((module) => (
        <li key={module.id} className={styles.card}>
          <p className={styles.name}>{module.name}</p>
          <p className={styles.description}>{module.description}</p>
        </li>
      ))}
    </ul>
  );
}
