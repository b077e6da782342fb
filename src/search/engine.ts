import {loadSearch} from './load';
import {placesOf, type Place} from './places';
import {questionPhrasings, typoPrefixes, uniqueByAddress, wordsOf} from './queries';

/**
 * The site search in the browser: Pagefind's index, written by the build into /pagefind/
 * (src/plugins/siteSearch.ts), read a piece at a time. Loaded only once a visitor turns to
 * search: the navbar box when focused, the search page when opened.
 */

/** How many places the navbar box suggests, and the search page lists, at most. */
export const searchLimits = {suggestions: 8, page: 30} as const;

export interface SearchOptions {
  baseUrl: string;
  /** How many places to list at most; the search stops trying phrasings once it has them. */
  limit: number;
}

/**
 * The places that answer a query, best first, each address once. It runs the query's phrasings
 * in order (src/search/queries.ts: as typed, without question words, with synonyms, each word
 * alone) until it has `limit` places; then, for each word that found nothing alone, shorter
 * beginnings of it, as a typo is most often near a word's end.
 */
export async function searchSite(query: string, {baseUrl, limit}: SearchOptions): Promise<Place[]> {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  const pagefind = await loadSearch(baseUrl);
  const found: Place[] = [];
  const enough = () => uniqueByAddress(found).length >= limit;
  const foundNothing: string[] = [];
  /** Runs one phrasing; how many places it found. */
  const run = async (phrasing: string[]): Promise<number> => {
    const {results} = await pagefind.search(phrasing.join(' '));
    // Pages best first; only as many as can still be listed have their text fetched.
    const room = limit - uniqueByAddress(found).length;
    const pages = await Promise.all(results.slice(0, room).map((result) => result.data()));
    const places = pages.flatMap((page) => placesOf(page, phrasing));
    found.push(...places);
    return places.length;
  };
  for (const phrasing of questionPhrasings(words)) {
    if (enough()) break;
    const count = await run(phrasing);
    if (count === 0 && phrasing.length === 1) foundNothing.push(phrasing[0]!);
  }
  for (const word of foundNothing) {
    for (const prefix of typoPrefixes(word)) {
      if (enough() || (await run([prefix])) > 0) break;
    }
  }
  return uniqueByAddress(found).slice(0, limit);
}
