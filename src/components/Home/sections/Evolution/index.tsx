import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import {guarantee, timeline} from '@site/src/data/timeline';
import WaitlistLink from '../../WaitlistLink';
import styles from './styles.module.css';

export default function Evolution(): ReactNode {
  return (
    <Section
      id="evolution"
      eyebrow="Evolution"
      title="A Browser That Grows With You"
      lead="The longer you work with it, the more context it holds, and the more it gives back.">
      <ol className={styles.timeline}>
        {timeline.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <span className={styles.node} aria-hidden="true" />
            <p className={styles.period}>{entry.period}</p>
            <h3 className={styles.title}>{entry.title}</h3>
            <p className={styles.description}>{entry.description}</p>
          </li>
        ))}
      </ol>
      <div className={styles.guarantee}>
        <svg
          className={styles.shield}
          viewBox="0 0 24 24"
          width="40"
          height="40"
          aria-hidden="true"
          focusable="false">
          <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
          <path d="M8.5 12l2.5 2.5 4.5-5" />
        </svg>
        <div className={styles.guaranteeText}>
          <h3 className={styles.guaranteeTitle}>{guarantee.title}</h3>
          <p>{guarantee.description}</p>
        </div>
        <WaitlistLink>{guarantee.cta}</WaitlistLink>
      </div>
    </Section>
  );
}
