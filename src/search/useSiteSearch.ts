import {useEffect} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Answer} from './engine';
import {loadSearch, searchEngine, SearchNeedsBuild} from './load';

/** What the search found for one query: unless `confident`, the places are only related. */
export interface Found extends Omit<Answer, 'evidence' | 'missing'> {
  query: string;
  /** Whether there is no index to search: the development server's case. */
  needsBuild?: boolean;
}

/** Searches `query` whenever it changes (not when blank); a replaced query's answer is dropped. */
export function useSiteSearch(query: string, limit: number, onFound: (found: Found) => void): void {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  useEffect(() => {
    if (query.trim() === '') return undefined;
    let stale = false;
    loadSearch(baseUrl)
      // The engine's code came with the reader: this waits for nothing more.
      .then(async (reader) => (await searchEngine()).searchSite(query, {reader, limit}))
      .then(
        ({places, confident}) => !stale && onFound({query, places, confident}),
        (error: unknown) =>
          !stale &&
          onFound({
            query,
            places: [],
            confident: false,
            needsBuild: error instanceof SearchNeedsBuild,
          }),
      );
    return () => {
      stale = true;
    };
  }, [query, limit, baseUrl, onFound]);
}
