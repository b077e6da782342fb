import type {ComponentType, ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

/*
 * The theme's code block, loaded in its own chunk: Prism (~26 KiB gzip) then loads only on pages
 * that show code. `React.lazy` would do, except that it can only start loading once React renders
 * the block. During hydration that leaves the block's server HTML waiting, and the update React
 * makes right after hydrating (the theme re-renders code blocks in the visitor's colour mode)
 * then reaches a part that has not hydrated yet, which React 18 reports as an error and answers
 * by throwing the server HTML away. The site's client entry (src/client/entry.ts) therefore calls
 * `loadCodeBlock()` before hydrating a page that shows code, and the block renders at once.
 */

let Loaded: ComponentType<Props> | undefined;
let failure: unknown;
let loading: Promise<void> | undefined;

/** Loads the theme's code block once; resolves when it can render without waiting. */
export function loadCodeBlock(): Promise<void> {
  loading ??= import('@theme-original/CodeBlock').then(
    (module) => {
      Loaded = module.default;
    },
    (error: unknown) => {
      failure = error;
    },
  );
  return loading;
}

/** The theme's code block; suspends (for the nearest `<Suspense>`) until it has loaded. */
export function LazyCodeBlock(props: Props): ReactNode {
  if (Loaded) return <Loaded {...props} />;
  // A failed chunk fails like React.lazy's: the error goes to the nearest error boundary.
  if (failure !== undefined) throw failure;
  throw loadCodeBlock();
}

/** Whether the document holds a server-rendered code block (the theme's class name). */
export const pageHasCodeBlock = (): boolean => document.querySelector('.theme-code-block') !== null;
