import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {brand} from '@site/src/brand';
import {shareUrlFor} from '@site/src/components/FeedbackForm/embed';
import styles from './styles.module.css';

/** Where to go when the search finds nothing: the FAQ, the support page and the feedback form. */
export default function SearchHelp(): ReactNode {
  return (
    <p className={styles.help}>
      Try the <Link to="/#faq">frequently asked questions</Link>, the{' '}
      <Link to="/support">support page</Link>, or ask us in the{' '}
      <Link href={shareUrlFor(brand.feedbackFormUrl)} target="_blank" rel="noopener noreferrer">
        feedback form
      </Link>
      .
    </p>
  );
}
