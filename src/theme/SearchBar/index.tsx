// Replaced: the navbar search box, a combobox; its list and the search load once it is focused.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {loadSearch} from '@site/src/search/load';
import type {Found} from '@site/src/search/useSiteSearch';
import styles from './styles.module.css';

const Suggestions = lazy(() => import('./Suggestions'));

export default function SearchBar(): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const listId = useId();
  // The search page (src/pages/search.tsx) lists every place found.
  const searchPage = useBaseUrl('/search');
  const [query, setQuery] = useState('');
  const [inUse, setInUse] = useState(false);
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  // The place chosen with the arrow keys or the pointer since the query changed, if any.
  const [chosen, setChosen] = useState<number | null>(null);
  // Enter pressed before this query's places arrived: the query to go on with once they do.
  const enterPending = useRef<string | null>(null);

  const turnToSearch = useCallback(() => {
    setInUse(true);
    setOpen(true);
    // A failure shows as an empty list once a query is searched.
    loadSearch(baseUrl).catch(() => undefined);
  }, [baseUrl]);

  // Ctrl+K, or ⌘K on a Mac, focuses the box from anywhere on the page.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent): void => {
      if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // What was typed, and where focus was, before the page hydrated.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (box.value) setQuery(box.value);
    if (document.activeElement === box) turnToSearch();
  }, [turnToSearch]);

  const shown = open && query.trim() !== '' && found !== null;
  const options = shown ? found.places : [];
  // The first place that answers is preselected; related places only once chosen.
  const active = chosen ?? (found?.confident ? 0 : null);
  const allResultsOf = useCallback(
    (text: string) => `${searchPage}?q=${encodeURIComponent(text.trim())}`,
    [searchPage],
  );

  const go = useCallback(
    (to: string): void => {
      enterPending.current = null;
      setOpen(false);
      input.current?.blur();
      history.push(to);
    },
    [history],
  );

  // Enter: the active place, else the search page.
  const enter = useCallback(
    (next: Found, index: number | null): void => {
      const place = index === null ? undefined : next.places[index];
      go(place ? place.url : allResultsOf(next.query));
    },
    [go, allResultsOf],
  );

  const onFound = useCallback(
    (next: Found): void => {
      setFound(next);
      if (enterPending.current === next.query) enter(next, next.confident ? 0 : null);
    },
    [enter],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (active !== null) setChosen((active + step + options.length) % options.length);
      else setChosen(step > 0 ? 0 : options.length - 1);
    } else if (event.key === 'Enter') {
      if (query.trim() === '') return;
      event.preventDefault();
      // The list may still show an earlier query's places: go on with this query's.
      if (found !== null && found.query === query) enter(found, active);
      else enterPending.current = query;
    } else if (event.key === 'Escape') {
      if (shown) setOpen(false);
      else setQuery('');
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    // Focus moving to a link in the list (the help, "all results") keeps the list open.
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className={clsx('navbar__search', styles.search)} onBlur={onBlur}>
      <input
        ref={input}
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        // Expanded while the list of places shows; when none matched, a status says so instead.
        aria-expanded={options.length > 0}
        aria-controls={options.length > 0 ? listId : undefined}
        aria-activedescendant={
          options.length > 0 && active !== null ? `${listId}-${active}` : undefined
        }
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onFocus={turnToSearch}
        onChange={(event) => {
          setQuery(event.target.value);
          setChosen(null);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {isBrowser && query === '' && (
        <div className={styles.hint} aria-hidden="true">
          <kbd>{/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </div>
      )}
      {inUse && (
        <Suspense fallback={null}>
          <Suggestions
            query={query}
            listId={listId}
            found={shown ? found : null}
            active={active ?? -1}
            allResults={allResultsOf(query)}
            onFound={onFound}
            onActive={setChosen}
            onPick={go}
          />
        </Suspense>
      )}
    </div>
  );
}
