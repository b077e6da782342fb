import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@site/src/components/AnchoredHeading';
import {brand, feedbackEmbedScriptUrl} from '@site/src/brand';
import {feedbackFormKeywords, feedbackFormText as text} from '@site/src/data/feedbackForm';
import {embedSrcFor, formLoadTimeLimit, isFormLoadedMessage, shareUrlFor} from './embed';
import styles from './styles.module.css';

const embedSrc = embedSrcFor(brand.feedbackFormUrl);
const shareUrl = shareUrlFor(brand.feedbackFormUrl);
const formOrigin = new URL(brand.feedbackFormUrl).origin;

/** Points the iframe at the form itself, for when the embed script is missing or fails. */
function loadDirectly(iframe: HTMLIFrameElement): void {
  if (!iframe.getAttribute('src')) iframe.src = embedSrc;
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
 * The external feedback form, its embed script added while the page is open. It waits for the
 * form's "loaded" message for the time limit from when the frame nears the screen, or fails at
 * once when the script is blocked; a message arriving later still shows the form. When the form
 * cannot be reached, a message with a link and the e-mail address fills the frame's box (one grid
 * cell).
 */
export default function FeedbackForm(): ReactNode {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // The form starts loading once the page runs; until then there is nothing to wait for.
  const isBrowser = useIsBrowser();

  useEffect(() => {
    const iframe = frameRef.current;
    if (!iframe) return undefined;
    const listeners = new AbortController();
    const fail = (): void => setStatus((current) => (current === 'loading' ? 'failed' : current));
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== formOrigin || event.source !== iframe.contentWindow) return;
      if (isFormLoadedMessage(event.data)) setStatus('loaded');
    };
    window.addEventListener('message', onMessage, {signal: listeners.signal});
    let timer: number | undefined;
    const startClock = (): void => {
      timer ??= window.setTimeout(fail, formLoadTimeLimit);
    };
    let observer: IntersectionObserver | undefined;
    if ('IntersectionObserver' in window) {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            startClock();
            observer?.disconnect();
          }
        },
        {rootMargin: '200px'},
      );
      observer.observe(iframe);
    } else {
      startClock();
    }

    if (window.Tally) loadEmbed(iframe);
    const script = document.createElement('script');
    script.src = feedbackEmbedScriptUrl;
    script.async = true;
    // Blocked script: say so at once, and still load the form without it.
    const onError = (): void => {
      fail();
      iframe.loading = 'eager';
      loadDirectly(iframe);
    };
    script.addEventListener('load', () => loadEmbed(iframe), {signal: listeners.signal});
    script.addEventListener('error', onError, {signal: listeners.signal});
    document.body.appendChild(script);
    return () => {
      listeners.abort();
      window.clearTimeout(timer);
      observer?.disconnect();
      script.remove();
    };
  }, []);

  return (
    <section className={styles.card} aria-labelledby="feedback-form">
      <Heading
        as="h2"
        id="feedback-form"
        className={styles.title}
        data-search-keywords={feedbackFormKeywords.join(', ')}>
        {text.heading}
      </Heading>
      <p className={styles.intro}>
        A few questions, a minute or two. Your answers go straight to the team.
      </p>
      <p className={styles.direct}>
        <Link href={shareUrl} target="_blank" rel="noopener noreferrer">
          {text.direct}
        </Link>
      </p>
      <div className={styles.frameBox}>
        <div role="status" className={styles.status}>
          {status === 'loading' && isBrowser && <p className={styles.loading}>{text.loading}</p>}
          {status === 'failed' && (
            <div className={styles.fallback}>
              <svg
                className={styles.fallbackIcon}
                viewBox="0 0 40 40"
                width="40"
                height="40"
                aria-hidden="true">
                <rect x="7" y="4" width="26" height="32" rx="4" />
                <path d="M13 13h14M13 19h14M13 25h8" />
              </svg>
              <p className={styles.fallbackTitle}>{text.failed}</p>
              <p>
                Your browser or network may be blocking it. It opens on its own page, or you can
                write to us at{' '}
                <Link href={`mailto:${brand.contactEmail}`} target="_self">
                  {brand.contactEmail}
                </Link>
                .
              </p>
              <p>
                <Link
                  className={clsx('button button--primary', styles.fallbackLink)}
                  href={shareUrl}
                  target="_blank"
                  rel="noopener noreferrer">
                  Open the feedback form
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </Link>
              </p>
            </div>
          )}
        </div>
        <iframe
          ref={frameRef}
          className={clsx(styles.frame, status === 'failed' && styles.unreachable)}
          data-tally-src={embedSrc}
          title={text.frameTitle}
          loading="lazy"
          width="100%"
          height={447}
        />
      </div>
      <noscript>
        <p className={styles.note}>{text.noScript}</p>
      </noscript>
    </section>
  );
}
