import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {brand} from '@site/src/brand';
import {waitlistCalloutText as text} from '@site/src/data/waitlistCallout';
import styles from './styles.module.css';

interface Props {
  /** One or two sentences that tie the invitation to the article; a general line by default. */
  children?: ReactNode;
}

/** The invitation to join the beta that closes each article; the form opens in a new tab. */
export default function WaitlistCallout({children}: Props): ReactNode {
  return (
    // The same call on every article: not the article's text, so out of the site search.
    <aside className={styles.callout} aria-label={text.label} data-pagefind-ignore="">
      <div className={styles.text}>
        <p className={styles.title}>{text.title}</p>
        {/* A div, because MDX wraps multi-line children in paragraphs of their own. */}
        <div className={styles.body}>{children ?? <p>{text.body}</p>}</div>
      </div>
      <Link className={`button button--primary ${styles.button}`} href={brand.waitlistUrl}>
        {text.button}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
    </aside>
  );
}
