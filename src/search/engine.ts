import {loadSearch, type Pagefind, type PagefindResult} from './load';
import {placesOf, wordsNear, type Place, type PagefindResultData} from './places';
import {
  conceptsNeeded,
  conceptsOf,
  isTypoOf,
  standsFor,
  synonymsOf,
  typoPrefixes,
  uniqueByAddress,
  wordsOf,
  type Concept,
} from './queries';

/**
 * The site search in the browser: Pagefind's index, written by the build into /pagefind/
 * (src/plugins/siteSearch.ts), read a piece at a time. Loaded only once a visitor turns to
 * search: the navbar box when focused, the search page when opened.
 *
 * Pagefind finds the pages that hold each word; which place answers is decided here, from the
 * evidence: how many of the query's concepts a place holds and where (src/search/places.ts). A
 * query whose words the site does not use finds nothing, so that the search can say so.
 */

/** How many places the navbar box suggests, and the search page lists, at most. */
export const searchLimits = {suggestions: 8, page: 30} as const;

/** How many pages' text a search fetches at most: those that hold the most concepts. */
const pagesRead = 8;

export interface SearchOptions {
  baseUrl: string;
  /** How many places to list at most. */
  limit: number;
}

interface PageHits {
  result: PagefindResult;
  /** The concepts the index found on the page, by their index. */
  concepts: Set<number>;
}

/** Looks up each concept's terms; a concept none of whose terms is in the index, by typo. */
async function pagesOf(pagefind: Pagefind, concepts: Concept[]): Promise<Map<string, PageHits>> {
  const pages = new Map<string, PageHits>();
  const add = (results: PagefindResult[], index: number) => {
    for (const result of results) {
      const hits = pages.get(result.id) ?? {result, concepts: new Set<number>()};
      hits.concepts.add(index);
      pages.set(result.id, hits);
    }
  };
  await Promise.all(
    concepts.map(async (concept, index) => {
      const found = await Promise.all(concept.terms.map((term) => pagefind.search(term)));
      const results = found.flatMap(({results: r}) => r);
      if (results.length > 0) {
        add(results, index);
        return;
      }
      for (const prefix of typoPrefixes(concept.word)) {
        const {results: near} = await pagefind.search(prefix);
        if (near.length > 0) {
          concept.typo = true;
          add(near, index);
          return;
        }
      }
    }),
  );
  return pages;
}

/** Whether a page's text (or title) holds a word that stands for one of the concept's terms. */
const holdsConcept = (data: PagefindResultData, concept: Concept): boolean =>
  wordsNear(data, (word) => concept.terms.some((term) => standsFor(term, word))).size > 0;

/**
 * The places that answer a query, best first, each address once. None when a meaningful word of
 * the query is one the site never uses (nor a synonym, nor a typo of one), or when no place
 * holds enough of its concepts: an honest "nothing matches" instead of a weak match.
 */
export async function searchSite(query: string, {baseUrl, limit}: SearchOptions): Promise<Place[]> {
  const concepts = conceptsOf(query);
  if (concepts.length === 0) return [];
  const needed = conceptsNeeded(concepts.length);
  const pagefind = await loadSearch(baseUrl);
  const hits = await pagesOf(pagefind, concepts);
  if (concepts.some((_, index) => ![...hits.values()].some((page) => page.concepts.has(index)))) {
    return [];
  }
  const pages = [...hits.values()]
    .filter(({concepts: found}) => found.size >= needed)
    .sort((a, b) => b.concepts.size - a.concepts.size || b.result.score - a.result.score)
    .slice(0, pagesRead);
  const texts: PagefindResultData[] = await Promise.all(pages.map(({result}) => result.data()));
  concepts.forEach((concept, index) => {
    if (concept.typo) return;
    // The index matches loosely (beginnings, stems): the words it matched may be none of the
    // concept's, and then it is taken for a typo.
    const matched = texts.filter((_, at) => pages[at]!.concepts.has(index));
    if (matched.length > 0 && !matched.some((data) => holdsConcept(data, concept))) {
      concept.typo = true;
    }
    // A word the site never writes as typed ("compresion") stands for a form it shares a stem
    // with ("compress") and, more so, for the words a typo away ("compression").
    if (
      !concept.typo &&
      !texts.some((data) => wordsNear(data, (word) => word === concept.word).size > 0)
    ) {
      const near = texts.flatMap((data) => [
        ...wordsNear(data, (word) => isTypoOf(concept.word, word)),
      ]);
      concept.terms = [...new Set([...concept.terms, ...near, ...near.flatMap(synonymsOf)])];
    }
  });
  for (const concept of concepts.filter(({typo}) => typo)) {
    // A word the index lacks stands for the site's words a typo away from it.
    const near = new Set(
      texts.flatMap((data) => [...wordsNear(data, (word) => isTypoOf(concept.word, word))]),
    );
    if (near.size === 0) return [];
    concept.terms = [...near, ...[...near].flatMap(synonymsOf)];
  }
  const typed = wordsOf(query);
  const ranked = texts
    .flatMap((data) => placesOf(data, concepts, needed, typed))
    .sort((a, b) => b.covered - a.covered || b.score - a.score);
  return uniqueByAddress(ranked.map(({place}) => place)).slice(0, limit);
}
