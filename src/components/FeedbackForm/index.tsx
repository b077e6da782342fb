import {useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {brand, feedbackEmbedScriptUrl} from '@site/src/brand';
import {embedSrcFor} from './embed';
import styles from './styles.module.css';

const embedSrc = embedSrcFor(brand.feedbackFormUrl);

/** Points the iframe at the form itself, for when the embed script is missing or fails. */
function loadDirectly(iframe: HTMLIFrameElement): void {
  if (!iframe.getAttribute('src') && iframe.dataset.tallySrc) {
    iframe.src = iframe.dataset.tallySrc;
  }
}

/** Lets the embed script fill in the iframe, or loads the form directly if it cannot. */
function loadEmbed(iframe: HTMLIFrameElement): void {
  try {
    if (window.Tally) {
      window.Tally.loadEmbeds();
      return;
    }
  } catch {
    // A broken third-party script must not break the page; the direct load below still works.
  }
  loadDirectly(iframe);
}

/**
 * The external feedback form, embedded the way its host documents for React: the embed script
 * is added while this page is open and removed when the visitor leaves.
 */
export default function FeedbackForm(): ReactNode {
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const iframe = frameRef.current;
    if (!iframe) return undefined;
    if (window.Tally) loadEmbed(iframe);
    const script = document.createElement('script');
    script.src = feedbackEmbedScriptUrl;
    script.async = true;
    const onLoad = (): void => loadEmbed(iframe);
    // Blocked or unreachable script: show the form without it.
    const onError = (): void => loadDirectly(iframe);
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    document.body.appendChild(script);
    return () => {
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      script.remove();
    };
  }, []);

  return (
    <section className={styles.card} aria-labelledby="feedback-form">
      <Heading as="h2" id="feedback-form" className={styles.title}>
        Feedback Form
      </Heading>
      <p className={styles.intro}>
        A few questions, a minute or two. Your answers go straight to the team.
      </p>
      <iframe
        ref={frameRef}
        className={styles.frame}
        data-tally-src={embedSrc}
        title="Feedback form"
        loading="lazy"
        width="100%"
        height={447}
      />
      <noscript>
        <p className={styles.note}>
          The form needs JavaScript to appear here. You can still open it on its own page.
        </p>
      </noscript>
      <p className={styles.direct}>
        <Link href={brand.feedbackFormUrl} target="_blank" rel="noopener noreferrer">
          Open the feedback form in a new tab
        </Link>
      </p>
    </section>
  );
}
