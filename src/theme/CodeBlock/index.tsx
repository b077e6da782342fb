// Wrapped, not replaced: the theme's code block, loaded in its own chunk (see ./load).
import {Suspense, startTransition, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import {LazyCodeBlock, codeBlockLoaded, loadCodeBlock} from './load';

/** The server HTML of the block in the holder `id`, while the page hydrates; else null. */
function useServerHtml(id: string): string | null {
  const isBrowser = useIsBrowser();
  const [html] = useState(() =>
    // `isBrowser` is false only while the server's page hydrates.
    ExecutionEnvironment.canUseDOM && !isBrowser && !codeBlockLoaded()
      ? (document.querySelector(`[data-code-block="${id}"]`)?.innerHTML ?? null)
      : null,
  );
  return html;
}

/**
 * The theme's code block, split out of the article bundle so that Prism loads only with code.
 *
 * The server renders it whole. While the page hydrates, the block's server HTML is kept exactly
 * as it is, and the chunk is requested only once the page has hydrated and the block is within a
 * screen of the viewport (or under the pointer or focus): hydration neither waits for Prism nor
 * leaves a part unhydrated (with `React.lazy`, the update React makes right after hydrating
 * reached the block before it had loaded, and React 18 threw its server HTML away, error #421),
 * and a page whose code is further down does not evaluate Prism (~26 KiB gzip, one long task on a
 * phone) while it starts. The loaded block then replaces it, in the visitor's colour mode, with
 * its copy button. On a page reached in the browser, the fallback shows while the chunk
 * arrives; it stays keyboard-scrollable like the theme's own block.
 */
export default function CodeBlock(props: Props): ReactNode {
  const id = useId();
  const serverHtml = useServerHtml(id);
  const [loaded, setLoaded] = useState(codeBlockLoaded);
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (loaded || serverHtml === null || !element) return undefined;
    let mounted = true;
    const stop = () => {
      observer.disconnect();
      element.removeEventListener('pointerenter', load);
      element.removeEventListener('focusin', load);
    };
    function load(): void {
      stop();
      void loadCodeBlock().then((ok) => {
        // A chunk that failed to load leaves the server's block in place.
        if (ok && mounted) startTransition(() => setLoaded(true));
      });
    }
    // Prism loads once the block is within a screen of the viewport, or the reader reaches it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      {rootMargin: '100% 0px'},
    );
    observer.observe(element);
    element.addEventListener('pointerenter', load);
    element.addEventListener('focusin', load);
    return () => {
      mounted = false;
      stop();
    };
  }, [loaded, serverHtml]);
  if (serverHtml !== null && !loaded) {
    return <div ref={holder} data-code-block={id} dangerouslySetInnerHTML={{__html: serverHtml}} />;
  }
  return (
    <div data-code-block={id}>
      <Suspense
        fallback={
          <pre tabIndex={0}>
            <code>{props.children}</code>
          </pre>
        }>
        <LazyCodeBlock {...props} />
      </Suspense>
    </div>
  );
}
