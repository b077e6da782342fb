// Wrapped, not replaced: the theme's code block, loaded in its own chunk (see below).
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

// Prism (~26 KiB gzip) then loads only on pages that show code, not with every article.
const OriginalCodeBlock = lazy(() => import('@theme-original/CodeBlock'));

/**
 * The theme's code block, split out of the article bundle. The server renders it whole and
 * streams it in place of the fallback; the fallback is what a reader without JavaScript sees, so
 * it stays keyboard-scrollable like the theme's own block.
 */
export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre tabIndex={0}>
          <code>{props.children}</code>
        </pre>
      }>
      <OriginalCodeBlock {...props} />
    </Suspense>
  );
}
