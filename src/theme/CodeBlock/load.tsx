import type {ComponentType, ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

let Loaded: ComponentType<Props> | undefined;
let failure: unknown;
let loading: Promise<boolean> | undefined;

/** Loads the theme's code block once; resolves to whether it can now render without waiting. */
export function loadCodeBlock(): Promise<boolean> {
  loading ??= import('@theme-original/CodeBlock').then(
    (module) => {
      Loaded = module.default;
      return true;
    },
    (error: unknown) => {
      failure = error;
      return false;
    },
  );
  return loading;
}

export const codeBlockLoaded = (): boolean => Loaded !== undefined;

/** The theme's code block; suspends (for the nearest `<Suspense>`) until it has loaded. */
export function LazyCodeBlock(props: Props): ReactNode {
  if (Loaded) return <Loaded {...props} />;
  // A failed chunk fails like React.lazy's: the error goes to the nearest error boundary.
  if (failure !== undefined) throw failure;
  throw loadCodeBlock();
}
