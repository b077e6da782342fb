// Wrapped, not replaced: the theme's code block, loaded in its own chunk (see ./load).
import {Suspense, startTransition, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import {LazyCodeBlock, codeBlockLoaded, loadCodeBlock} from './load';

/**
 * The theme's code block, Prism loaded only with code. While the page hydrates the server's HTML
 * is kept as it is (`React.lazy` lost it to React error #421); the chunk loads once the page has
 * hydrated and the block nears the screen, pointer or focus. On a page reached in the browser, a
 * keyboard-scrollable fallback shows while it arrives.
 */
export default function CodeBlock(props: Props): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  // While the page hydrates (`isBrowser` is false only then), the server's HTML of this block.
  const [serverHtml] = useState(() =>
    ExecutionEnvironment.canUseDOM && !isBrowser && !codeBlockLoaded()
      ? (document.querySelector(`[data-code-block="${id}"]`)?.innerHTML ?? null)
      : null,
  );
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
