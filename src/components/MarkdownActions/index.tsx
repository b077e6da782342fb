import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {markdownPath} from '@site/src/markdownCopy';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const messages: Partial<Record<CopyState, string>> = {
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page. Open it with "View as Markdown" and copy it from there.',
};

/** "Copy as Markdown" (fetched only when asked) and "View as Markdown" (a plain link). */
export default function MarkdownActions(): ReactNode {
  const href = markdownPath(useLocation().pathname);
  const [state, setState] = useState<CopyState>('idle');

  async function copy(): Promise<void> {
    setState('copying');
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className={styles.tools}>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--sm button--secondary"
          aria-disabled={state === 'copying'}
          onClick={() => {
            if (state !== 'copying') void copy();
          }}>
          Copy as Markdown
        </button>
        {/* pathname:// makes a plain page load: the copy is a file, not a route of the site. */}
        <Link
          className="button button--sm button--outline button--secondary"
          to={`pathname://${href}`}
          target="_self"
          type="text/markdown">
          View as Markdown
        </Link>
      </div>
      <p role="status" className={state === 'failed' ? styles.failed : styles.status}>
        {messages[state]}
      </p>
    </div>
  );
}
