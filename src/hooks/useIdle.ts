import {startTransition, useEffect, useState} from 'react';

/**
 * False until the browser first has nothing else to do after hydration, then true. The switch is
 * a transition, so whatever it mounts renders in small slices that never block input. Used for
 * parts of the page nobody sees at load (the phone menu), which React would otherwise build in
 * one block right after hydration.
 */
export default function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, {timeout: 2000});
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(done, 200);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}
