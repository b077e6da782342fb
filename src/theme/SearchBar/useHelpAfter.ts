import {useEffect, useMemo, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Keeps `help` right after the element `find` returns under `root` (the search theme's "no
 * results" line), and out of the page while there is none.
 */
export function useHelpAfter(
  root: RefObject<HTMLElement | null>,
  help: HTMLElement | null,
  find: (container: HTMLElement) => Element | null | undefined,
): void {
  useEffect(() => {
    const container = root.current;
    if (!container || !help) return undefined;
    const place = (): void => {
      const anchor = find(container);
      if (!anchor) {
        help.remove();
      } else if (anchor.nextSibling !== help) {
        anchor.after(help);
      }
    };
    const observer = new MutationObserver(place);
    observer.observe(container, {childList: true, subtree: true, characterData: true});
    place();
    return () => {
      observer.disconnect();
      help.remove();
    };
  }, [root, help, find]);
}

/** A detached element for the help, made after hydration so the first render matches the server's. */
export function useHelpContainer(): HTMLElement | null {
  const isBrowser = useIsBrowser();
  return useMemo(() => (isBrowser ? document.createElement('div') : null), [isBrowser]);
}
