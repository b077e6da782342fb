import {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useLocation} from '@docusaurus/router';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import {faq, faqAnchor} from '@site/src/data/faq';
import styles from './styles.module.css';

/**
 * Opens the FAQ item a same-page or in-app link points at. Browsers open a closed `details`
 * themselves only on a real fragment navigation, which is also how it works without JavaScript.
 */
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
 * The FAQ: native disclosure widgets, so they work with keyboard and without JavaScript. Each
 * answer carries the item's anchor: inside the closed part, so following the link opens it.
 *
 * The site search finds each item as a place of its own, at that anchor: an element with an id
 * and a `data-pagefind-title` starts a place titled with the question, and holds the words inside
 * it, with the visitors' phrasings of `data-search-keywords` (src/plugins/searchPlaces.ts). The
 * summary repeats the question, so it is not read as text.
 */
export default function Faq(): ReactNode {
  const brokenLinks = useBrokenLinks();
  for (const entry of faq) brokenLinks.collectAnchor(faqAnchor(entry));
  useOpenLinkedItem();
  return (
    <Section id="faq">
      <SectionHeader
        sectionId="faq"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Privacy, platforms, the beta and the guarantee, answered."
      />
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
