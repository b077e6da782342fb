import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import {requirements} from '@site/src/data/requirements';
import styles from './styles.module.css';

export default function Requirements(): ReactNode {
  return (
    <Section
      id="requirements"
      tone="muted"
      eyebrow="Before you install"
      title="System Requirements"
      lead="Light enough to run beside everything else you have open.">
      <dl className={styles.list}>
        {requirements.map((requirement) => (
          <div key={requirement.id} className={styles.item}>
            <dt className={styles.label}>{requirement.label}</dt>
            {requirement.values.map((value) => (
              <dd key={value} className={styles.value}>
                {value}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </Section>
  );
}
