import type {ReactNode} from 'react';
import type {FlowStep} from '@site/src/data/flows';
import styles from './styles.module.css';

interface Props {
  steps: readonly FlowStep[];
  /** Names the flow for assistive technology and as a visible caption. */
  caption: string;
}

/** A short left-to-right flow (top-to-bottom on phones): numbered steps joined by arrows. */
export default function FlowSteps({steps, caption}: Props): ReactNode {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            {/* The title, then its sentence as a paragraph: a step keeps both apart in any copy. */}
            <strong className={styles.title}>{step.title}</strong>
            <p className={styles.description}>{step.description}</p>
          </li>
        ))}
      </ol>
    </figure>
  );
}
