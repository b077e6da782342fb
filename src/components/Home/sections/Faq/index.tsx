import {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useLocation} from '@docusaurus/router';
import Section from '@site/src/components/Section';
import {faq, faqAnchor} from '@site/src/data/faq';
import styles from './styles.module.css';

/** Opens the FAQ item an in-app link points at (browsers do only on a real fragment load). */
function useOpenLinkedItem(): void {
  const {hash} = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!faq.some((entry) => faqAnchor(entry) === id)) return;
    const answer = document.getElementById(id);
    const item = answer?.closest('details');
    if (!answer || !item || item.open) return;
    item.open = true;
    answer.scrollIntoView();
  }, [hash]);
}

/**
 * The FAQ as native disclosure widgets. Each answer carries the item's anchor, so following it
 * opens the item, and its `data-pagefind-title`, so the site search finds it as a place.
 */
export default function Faq(): ReactNode {
  const brokenLinks = useBrokenLinks();
  for (const entry of faq) brokenLinks.collectAnchor(faqAnchor(entry));
  useOpenLinkedItem();
  return (
    <Section
      id="faq"
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      lead="Privacy, platforms, the beta and the guarantee, answered.">
      <div className={styles.list}>
        {faq.map((entry) => (
          <details key={entry.id} className={styles.item}>
            <summary className={styles.question} data-pagefind-ignore="">
              {entry.question}
            </summary>
            <div
              id={faqAnchor(entry)}
              className={styles.answer}
              data-pagefind-title={entry.question}
              data-pagefind-index-attrs="data-pagefind-title"
              data-search-keywords={entry.keywords?.join(', ')}>
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
