import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {brand} from '@site/src/brand';
import BrowserDemo from '@site/src/components/BrowserDemo';
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
      {/* Minimal mount for the demo until the home page's real 'How it Works' section lands. */}
      <section id="browser-demo" aria-labelledby="browser-demo-title" className="container">
        <Heading as="h2" id="browser-demo-title">
          How it Works
        </Heading>
        <BrowserDemo />
      </section>
    </main>
  );
}
