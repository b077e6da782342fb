/**
 * Wrapped: the search theme focuses its box again when its index finishes loading, even when
 * the visitor has moved on, and its empty dropdown offers nowhere to go.
 */
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Lets the search box take focus only while the visitor is in it or acting (a key or pointer
 * press, e.g. the shortcut): once they have moved elsewhere, a late call from the theme is ignored.
 */
function useFocusStaysPut(root: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const input = root.current?.querySelector('input');
    if (!input) return undefined;
    let movedOn = false;
    let acting = false;
    const onFocusIn = (event: FocusEvent): void => {
      movedOn = event.target !== input;
    };
    const onPress = (event: Event): void => {
      acting = true;
      setTimeout(() => {
        acting = false;
      });
      if (event.type === 'pointerdown' && !root.current?.contains(event.target as Node)) {
        movedOn = true;
      }
    };
    input.focus = (options?: FocusOptions): void => {
      if (movedOn && !acting) return;
      HTMLElement.prototype.focus.call(input, options);
    };
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onPress, true);
    window.addEventListener('pointerdown', onPress, true);
    return () => {
      Reflect.deleteProperty(input, 'focus');
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onPress, true);
      window.removeEventListener('pointerdown', onPress, true);
    };
  }, [root]);
}

// Needed only once the visitor has turned to the search box, like the theme's own index.
const EmptyHelp = lazy(() => import('./EmptyHelp'));

export default function SearchBarWrapper(props: Props): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const [inUse, setInUse] = useState(false);
  const use = (): void => setInUse(true);
  useFocusStaysPut(root);
  return (
    <div ref={root} className={styles.wrapper} onFocus={use} onMouseOver={use}>
      <SearchBar {...props} />
      {inUse && (
        <Suspense fallback={null}>
          <EmptyHelp root={root} />
        </Suspense>
      )}
    </div>
  );
}
