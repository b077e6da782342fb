import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import {useToast} from '@site/src/components/Toast';
import {brand} from '@site/src/brand';
import {
  comingSoonLabel,
  downloadLabel,
  downloadSteps,
  macNotice,
  platforms,
  resources,
} from '@site/src/data/download';
import styles from './styles.module.css';

export default function Download(): ReactNode {
  const notify = useToast();
  const showMacNotice = () =>
    notify({
      key: 'macos-beta',
      message: macNotice.message,
      action: {label: macNotice.actionLabel, href: brand.waitlistUrl},
    });

  return (
    <Section
      id="download"
      eyebrow="Get started"
      title="Almost there…"
      lead="Three steps between you and a browser that remembers.">
      <ol className={styles.steps}>
        {downloadSteps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.description}</p>
          </li>
        ))}
      </ol>
      <div className={styles.platforms}>
        {platforms.map((platform) =>
          platform.available ? (
            <button
              key={platform.id}
              type="button"
              className="button button--primary button--lg"
              onClick={showMacNotice}>
              {downloadLabel(platform)}
            </button>
          ) : (
            <button
              key={platform.id}
              type="button"
              className={clsx('button button--secondary button--lg', styles.soon)}
              disabled>
              {platform.name}
              <span className={styles.soonLabel}>{comingSoonLabel}</span>
            </button>
          ),
        )}
      </div>
      <ul className={styles.resources}>
        {resources.map((resource) => (
          <li key={resource.id} className={styles.resource}>
            <h3 className={styles.resourceTitle}>{resource.title}</h3>
            <p className={styles.resourceText}>{resource.description}</p>
            <Link className={styles.resourceLink} to={resource.to}>
              {resource.linkLabel}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
