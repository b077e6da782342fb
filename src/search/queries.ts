import {questionWords, searchSynonyms} from '@site/src/data/searchSynonyms';

/**
 * What a search looks for: the query's meaningful words, each with the words that stand in for
 * it (src/data/searchSynonyms.ts), and when a word is not in the index at all, the site's words
 * a typo away from it.
 */

const asked = new Set(questionWords);

/** A word as compared: lower case, without accents or punctuation ("What's" is "whats"). */
export function normalizedWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The words of a query as typed: split at spaces, without the punctuation around them. */
export function wordsOf(query: string): string[] {
  return query
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0);
}

/** The words of a query that say what it is about, normalized, each once. */
export function meaningfulWords(tokens: readonly string[]): string[] {
  const words = tokens
    .flatMap((token) => token.split(/[-–/]/))
    .map(normalizedWord)
    .filter((word) => word.length > 0 && !asked.has(word));
  return [...new Set(words)];
}

/** The other words of `word`'s synonym group, if it has one. */
export function synonymsOf(word: string): string[] {
  const lower = normalizedWord(word);
  return (searchSynonyms.find((group) => group.includes(lower)) ?? []).filter((w) => w !== lower);
}

/** One thing a query asks about: a word it typed, and the words that stand for it. */
export interface Concept {
  /** As typed, normalized. */
  word: string;
  /** The word and its synonyms; for a typo, the site's words it stands for once known. */
  terms: string[];
  /** Whether the index lacks the word and the search looks for words a typo away from it. */
  typo: boolean;
}

/**
 * The concepts of a query: one per meaningful word, merged when two words are synonyms of each
 * other ("release notes" asks about one thing twice only if both words are in one group).
 */
export function conceptsOf(query: string): Concept[] {
  const concepts: Concept[] = [];
  for (const word of meaningfulWords(wordsOf(query))) {
    if (concepts.some(({terms}) => terms.includes(word))) continue;
    concepts.push({word, terms: [word, ...synonymsOf(word)], typo: false});
  }
  return concepts;
}

/**
 * How many of a query's concepts a place must hold to answer it: all of one or two; of more,
 * all but one (a question often carries a word the answer says otherwise).
 */
export function conceptsNeeded(count: number): number {
  return count <= 2 ? count : count - 1;
}

const sharedPrefix = (a: string, b: string): number => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
};

/** Endings that make another form of the same word ("capture", "captured", "capturing"). */
const endings = new Set(
  'e s es d ed ing ion ions er ers y ies ied ly al ment ments ation ations ive age ity cy te ty able ible'.split(
    ' ',
  ),
);

/**
 * Whether a word of the site (normalized) stands for a searched term: the same word; a longer
 * word the term begins ("sync", "synced"; a short term only with a short ending, "mac",
 * "macos"); or another form of the same word, both sharing a stem of four letters or more and
 * ending in what is left of it with a word ending ("captured", "capture"; "privacy",
 * "private"), not another word ("open", "openai").
 */
export function standsFor(term: string, word: string): boolean {
  if (term === word) return true;
  if (term.length < 3 || word.length < 3) return false;
  if (word.startsWith(term)) return term.length >= 4 || word.length - term.length <= 2;
  const shared = sharedPrefix(term, word);
  if (shared < 4) return false;
  const rest = (text: string) => text.slice(shared);
  return [rest(term), rest(word)].every((ending) => ending === '' || endings.has(ending));
}

/** Edits (a letter added, dropped, changed, or two swapped) between two words. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({length: rows}, (_, i) =>
    Array.from({length: cols}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Whether a word of the site is what a typed word misspells: one edit away for a word of five
 * to seven letters, two for a longer one; a shorter word is never taken for a typo.
 */
export function isTypoOf(typed: string, word: string): boolean {
  if (typed.length < 5 || Math.abs(typed.length - word.length) > 2) return false;
  return editDistance(typed, word) <= (typed.length >= 8 ? 2 : 1);
}

/** The shortest beginning of a word that a typo search tries. */
export const shortestTypoPrefix = 4;

/**
 * For a word the index lacks, the shorter beginnings to look up instead, longest first: the
 * index matches a beginning against every longer word, so "compresion" cut to "compres" finds
 * "compression" (then kept only if a typo away). At most three letters are dropped.
 */
export function typoPrefixes(word: string): string[] {
  const prefixes: string[] = [];
  for (let cut = 1; cut <= 3 && word.length - cut >= shortestTypoPrefix; cut += 1) {
    prefixes.push(word.slice(0, word.length - cut));
  }
  return prefixes;
}

/**
 * The results with one entry per address: a page and one of its parts, or two pages' parts,
 * can lead to the same place. The first, best placed, stays.
 */
export function uniqueByAddress<T extends {url: string}>(results: readonly T[]): T[] {
  const seen = new Set<string>();
  return results.filter(({url}) => {
    if (seen.has(url)) return false;
    seen.add(url);
    return true;
  });
}
