import type {ReactNode} from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/Section';
import {betaProgram, comparison} from '@site/src/data/comparison';
import WaitlistLink from '../../WaitlistLink';
import styles from './styles.module.css';

export default function Understands(): ReactNode {
  return (
    <Section
      id="understands"
      tone="muted"
      eyebrow="Context changes the answer"
      title="Get an AI That Understands You"
      lead="The same question, asked of the same model: once without your context, once with it.">
      <div className={styles.grid}>
        {comparison.map((column) => {
          const enhanced = column.id === 'enhanced';
          return (
            <div key={column.id} className={clsx(styles.column, enhanced && styles.enhanced)}>
              <h3 className={styles.columnTitle}>{column.title}</h3>
              <ul className={styles.points}>
                {column.points.map((point) => (
                  <li key={point}>
                    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                      {enhanced ? (
                        <path d="M3 8.5l3.2 3L13 5" />
                      ) : (
                        <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" />
                      )}
                    </svg>
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <div className={styles.beta}>
          <div>
            <h3 className={styles.betaTitle}>{betaProgram.title}</h3>
            <p className={styles.betaText}>{betaProgram.description}</p>
          </div>
          <WaitlistLink>{betaProgram.cta}</WaitlistLink>
        </div>
      </div>
    </Section>
  );
}
