// Wrapped, not replaced: the theme's code block, loaded in its own chunk (see ./load).
import {Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import {LazyCodeBlock} from './load';

/**
 * The theme's code block, split out of the article bundle. The server renders it whole; the
 * fallback shows only in the browser, on a page that gains a code block after it has loaded
 * (a client-side navigation), while the block's chunk arrives. It stays keyboard-scrollable
 * like the theme's own block.
 */
export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre tabIndex={0}>
          <code>{props.children}</code>
        </pre>
      }>
      <LazyCodeBlock {...props} />
    </Suspense>
  );
}
