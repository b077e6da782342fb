// Replaced so a crash inside the layout shows an on-brand message with "Try again" and a way home.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import {errorPage as text} from '@site/src/data/errorPage';
import styles from './styles.module.css';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1">{text.heading}</Heading>
          <p>{text.body}</p>
          <div className={clsx('margin-vert--lg', styles.actions)}>
            <button type="button" className="button button--primary" onClick={tryAgain}>
              {text.tryAgain}
            </button>
            <Link className="button button--secondary" to="/">
              {text.home}
            </Link>
          </div>
          <details>
            <summary>{text.details}</summary>
            <pre>{error.message}</pre>
          </details>
        </div>
      </div>
    </main>
  );
}
