import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import {sectionHeadingId} from '@site/src/components/Section/headingId';
import {stats, statsNote, statsTitle} from '@site/src/data/stats';
import styles from './styles.module.css';

/** The stats strip: four landing claims under one small heading, said to be claims. */
export default function Stats(): ReactNode {
  return (
    <Section id="stats" tone="muted" className={styles.strip}>
      <h2 id={sectionHeadingId('stats')} className={styles.title}>
        {statsTitle}
      </h2>
      <ul className={styles.list}>
        {stats.map((stat) => (
          <li key={stat.id} className={styles.stat}>
            <span className={styles.value}>{stat.value}</span>
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{statsNote}</p>
    </Section>
  );
}
