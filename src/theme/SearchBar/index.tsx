/**
 * Wrapped: the search theme focuses its box again when its index finishes loading, even when
 * the visitor has moved on, and its empty dropdown offers nowhere to go.
 */
import {useEffect, useRef, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import SearchHelp from '@site/src/components/SearchHelp';
import {useHelpAfter, useHelpContainer} from './useHelpAfter';
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

const findNoResults = (container: HTMLElement): Element | null =>
  container.querySelector('[class*="noResults_"]');

export default function SearchBarWrapper(props: Props): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const emptyHelp = useHelpContainer();
  useFocusStaysPut(root);
  // The theme draws its dropdown itself; the help follows its "no results" line.
  useHelpAfter(root, emptyHelp, findNoResults);
  return (
    <div ref={root} className={styles.wrapper}>
      <SearchBar {...props} />
      {emptyHelp && createPortal(<SearchHelp />, emptyHelp)}
    </div>
  );
}
