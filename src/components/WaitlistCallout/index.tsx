import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {brand, browserName} from '@site/src/brand';
import styles from './styles.module.css';

interface Props {
  /** One or two sentences that tie the invitation to the article; a general line by default. */
  children?: ReactNode;
}

/** The invitation to join the beta that closes each article; the form opens in a new tab. */
export default function WaitlistCallout({children}: Props): ReactNode {
  return (
    <aside className={styles.callout} aria-label="Join the beta">
      <div className={styles.text}>
        <p className={styles.title}>Try {browserName} in the beta</p>
        <p className={styles.body}>
          {children ??
            'Beta spots are limited. Join the waitlist and we will write when yours is ready.'}
        </p>
      </div>
      <Link className={`button button--primary ${styles.button}`} href={brand.waitlistUrl}>
        Join Beta Waitlist
        <span className={styles.visuallyHidden}> (opens in a new tab)</span>
      </Link>
    </aside>
  );
}
