import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import {browserName} from '@site/src/brand';
import {features, type Feature} from '@site/src/data/features';
import styles from './styles.module.css';

/** One line icon per card (24×24, drawn in the text colour). */
const icons: Record<Feature['id'], ReactNode> = {
  capture: (
    <>
      <path d="M5 4h10l4 4v12H5z" />
      <path d="M15 4v4h4M8 12h8M8 16h5" />
    </>
  ),
  hub: (
    <>
      <circle cx="12" cy="12" r="2.5" />
      <circle cx="5" cy="6" r="2" />
      <circle cx="19" cy="6" r="2" />
      <circle cx="6" cy="19" r="2" />
      <circle cx="18" cy="18" r="2" />
      <path d="M6.6 7.3l3.5 3.2M17.4 7.3l-3.5 3.2M7.4 17.6l2.8-3.7M16.6 16.6l-2.8-2.8" />
    </>
  ),
  'ai-context': (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M9 10.5h.01M12 10.5h.01M15 10.5h.01" strokeWidth="2.5" />
    </>
  ),
  workflow: (
    <>
      <path d="M4 7h10M4 17h10" />
      <path d="M14 4l3 3-3 3M14 14l3 3-3 3" />
      <path d="M20 7v10" />
    </>
  ),
};

export default function Features(): ReactNode {
  return (
    <Section
      id="features"
      eyebrow="Features"
      title={`What ${browserName} Can`}
      lead="Four capabilities that turn browsing into knowledge you keep, and keep using.">
      <ul className={styles.grid}>
        {features.map((feature) => (
          <li key={feature.id} className={styles.card}>
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false">
              {icons[feature.id]}
            </svg>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.description}>{feature.description}</p>
            <ul className={styles.details}>
              {feature.details.map((detail) => (
                <li key={detail.title}>
                  <strong>{detail.title}</strong>
                  <span>{detail.description}</span>
                </li>
              ))}
            </ul>
            <Link className={styles.link} to={feature.to}>
              {feature.linkLabel}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
