import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

// Prism (~26 KiB gzip) then loads only on pages that show code, not with every article.
const OriginalCodeBlock = lazy(() => import('@theme-original/CodeBlock'));

/** The theme's code block, split out of the article bundle; the server still renders it whole. */
export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <OriginalCodeBlock {...props} />
    </Suspense>
  );
}
