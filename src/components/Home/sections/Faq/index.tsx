import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import {faq} from '@site/src/data/faq';
import styles from './styles.module.css';

/** The FAQ: native disclosure widgets, so they work with keyboard and without JavaScript. */
export default function Faq(): ReactNode {
  return (
    <Section id="faq">
      <SectionHeader
        sectionId="faq"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Privacy, platforms, the beta and the guarantee, answered."
      />
      <div className={styles.list}>
        {faq.map((entry) => (
          <details key={entry.id} id={`faq-${entry.id}`} className={styles.item}>
            <summary className={styles.question}>{entry.question}</summary>
            <div className={styles.answer}>
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <p className={styles.more}>
        Still have a question? <Link to="/support">Ask us on the support page</Link>.
      </p>
    </Section>
  );
}
