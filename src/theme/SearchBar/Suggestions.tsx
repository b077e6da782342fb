import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import SearchExcerpt from '@site/src/components/SearchExcerpt';
import SearchHelp from '@site/src/components/SearchHelp';
import {relatedLabel} from '@site/src/components/SearchHelp/messages';
import {searchLimits} from '@site/src/search/limits';
import {useSiteSearch, type Found} from '@site/src/search/useSiteSearch';
import styles from './suggestions.module.css';

interface Props {
  query: string;
  listId: string;
  /** What was found, while the list is open for a query. */
  found: Found | null;
  active: number;
  /** The search page's address for the query. */
  allResults: string;
  onFound: (found: Found) => void;
  onActive: (index: number) => void;
  onPick: (to: string) => void;
}

/** The navbar box's list: the places that answer the query as typed, or help and related ones. */
export default function Suggestions({
  query,
  listId,
  found,
  active,
  allResults,
  onFound,
  onActive,
  onPick,
}: Props): ReactNode {
  useSiteSearch(query, searchLimits.suggestions, onFound);

  if (found === null) return null;
  // What an earlier query found stays in view until this one's places arrive.
  const busy = found.query !== query;
  return (
    <div className={styles.popup}>
      {!found.confident && (
        <div className={styles.empty} role="status" aria-busy={busy}>
          <SearchHelp question={found.query} needsBuild={found.needsBuild} />
        </div>
      )}
      {found.places.length > 0 && (
        <>
          {!found.confident && (
            <p className={styles.related} aria-hidden="true">
              {relatedLabel}
            </p>
          )}
          <ul
            id={listId}
            role="listbox"
            aria-label={found.confident ? 'Suggestions' : relatedLabel}
            aria-busy={busy}
            className={styles.list}>
            {found.places.map((place, index) => (
              <li
                key={place.url}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={clsx(styles.option, index === active && styles.active)}
                // The box keeps focus while a suggestion is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => index !== active && onActive(index)}
                onClick={() => onPick(place.url)}>
                <span className={styles.title}>{place.title}</span>
                {place.page !== null && <span className={styles.page}>{place.page}</span>}
                <span className={styles.excerpt}>
                  <SearchExcerpt excerpt={place.excerpt} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link
        className={styles.all}
        to={allResults}
        onClick={(event) => {
          event.preventDefault();
          onPick(allResults);
        }}>
        See all results
      </Link>
    </div>
  );
}
