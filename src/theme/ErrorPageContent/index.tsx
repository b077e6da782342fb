// Replaced so a crash inside the layout shows an on-brand message with "Try again" and a way home.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import {brand} from '@site/src/brand';
import styles from './styles.module.css';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1">Something went wrong on this page</Heading>
          <p>
            Nothing you did is lost. Try loading the page again, or go back to the{' '}
            {brand.productName} home page.
          </p>
          <div className={clsx('margin-vert--lg', styles.actions)}>
            <button type="button" className="button button--primary" onClick={tryAgain}>
              Try again
            </button>
            <Link className="button button--secondary" to="/">
              Return to Home
            </Link>
          </div>
          <details>
            <summary>Technical details</summary>
            <pre>{error.message}</pre>
          </details>
        </div>
      </div>
    </main>
  );
}
