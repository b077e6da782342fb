/** Wrapped: when nothing matches, the search theme's page says so and offers nowhere to go. */
import {useRef, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchPage from '@theme-original/SearchPage';
import SearchHelp from '@site/src/components/SearchHelp';
import {useHelpAfter, useHelpContainer} from '@site/src/theme/SearchBar/useHelpAfter';
import {noResultsMessage} from '@site/src/components/SearchHelp/messages';
import styles from '@site/src/theme/SearchBar/styles.module.css';

const findNoResults = (container: HTMLElement): Element | undefined =>
  Array.from(container.querySelectorAll('p')).find((p) => p.textContent === noResultsMessage);

export default function SearchPageWrapper(): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const help = useHelpContainer();
  useHelpAfter(root, help, findNoResults);
  return (
    <div ref={root} className={styles.wrapper}>
      <SearchPage />
      {help && createPortal(<SearchHelp />, help)}
    </div>
  );
}
