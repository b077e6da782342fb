import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {brand} from '@site/src/brand';
import styles from './styles.module.css';

/** The home page's sections, in reading order. */
export default function Home(): ReactNode {
  return (
    <main>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            The first context-engineering AI browser, which remembers everything that matters
          </Heading>
          <p className={styles.subline}>
            {brand.productName} captures what you read, write and research into a private,
            local-first knowledge graph, and brings that context to every AI chat.
          </p>
          <Link className="button button--primary button--lg" href={brand.waitlistUrl}>
            Join Beta Waitlist
          </Link>
        </div>
      </header>
    </main>
  );
}
