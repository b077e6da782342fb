import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import {visionLink, visions} from '@site/src/data/beginning';
import GraphMotif from '../../GraphMotif';
import styles from './styles.module.css';

export default function Beginning(): ReactNode {
  return (
    <Section id="beginning" tone="muted">
      <GraphMotif className={styles.motif} />
      <SectionHeader
        sectionId="beginning"
        eyebrow="What comes next"
        title="This Is Just the Beginning"
        lead="Your personal intelligence hub is the foundation. Here is what is planned on top of it."
      />
      <ul className={styles.grid}>
        {visions.map((vision) => (
          <li key={vision.id} className={styles.card}>
            <p className={styles.tag}>Planned</p>
            <h3 className={styles.title}>{vision.title}</h3>
            <p className={styles.description}>{vision.description}</p>
          </li>
        ))}
      </ul>
      <p className={styles.cta}>
        <Link className="button button--outline button--primary button--lg" to={visionLink.to}>
          {visionLink.label}
        </Link>
      </p>
    </Section>
  );
}
