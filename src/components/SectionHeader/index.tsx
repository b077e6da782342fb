import type {ReactNode} from 'react';
import clsx from 'clsx';
import {sectionHeadingId} from '@site/src/components/Section/headingId';
import styles from './styles.module.css';

interface Props {
  /** The section's id, whose heading this is. */
  sectionId: string;
  /** A short label above the title. */
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
}

/** The title block every home section opens with: eyebrow, h2 and a short lead. */
export default function SectionHeader({sectionId, eyebrow, title, lead}: Props): ReactNode {
  return (
    <header className={clsx(styles.header, styles.center)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={sectionHeadingId(sectionId)} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
