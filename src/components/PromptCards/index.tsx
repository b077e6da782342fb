import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import {supportPrompts} from '@site/src/data/supportPrompts';
import styles from './styles.module.css';

export default function PromptCards(): ReactNode {
  return (
    <ul className={styles.grid}>
      {supportPrompts.map((prompt) => (
        <li key={prompt.id} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            {prompt.title}
          </Heading>
          <p className={styles.description}>{prompt.description}</p>
        </li>
      ))}
    </ul>
  );
}
