import {questionWords, searchSynonyms} from '@site/src/data/searchSynonyms';

/**
 * What a search looks for, in order. The index (Pagefind) finds pages that hold every word of a
 * query, each word as typed or as the beginning of a longer one, but knows no synonyms, no
 * question words and no typos: these phrasings and fallbacks add them.
 */

const asked = new Set(questionWords);

/** The words of a query as typed: split at spaces, without the punctuation around them. */
export function wordsOf(query: string): string[] {
  return query
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0);
}

/** The words of a query that say what it is about. */
export function meaningfulWords(tokens: readonly string[]): string[] {
  return tokens.filter((token) => !asked.has(token.toLowerCase()));
}

/** The other words of `word`'s synonym group, if it has one. */
export function synonymsOf(word: string): string[] {
  const lower = word.toLowerCase();
  return (searchSynonyms.find((group) => group.includes(lower)) ?? []).filter((w) => w !== lower);
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, index) => word === b[index]);

/**
 * The phrasings a search runs, in order, until it has enough results: the words as typed; then
 * the words without question words ("how do I", "does it"); then with each word swapped for a
 * synonym; then each meaningful word (or a synonym) alone, longest first, so that a question
 * finds the pages that answer part of it, the most specific part first.
 */
export function questionPhrasings(tokens: readonly string[]): string[][] {
  const meaningful = meaningfulWords(tokens);
  const phrasings: string[][] = [];
  const add = (words: string[]) => {
    if (words.length > 0 && !phrasings.some((known) => same(known, words))) phrasings.push(words);
  };
  add([...tokens]);
  add(meaningful);
  meaningful.forEach((word, index) => {
    for (const synonym of synonymsOf(word)) {
      add(meaningful.map((other, at) => (at === index ? synonym : other)));
    }
  });
  const singles = [...meaningful, ...meaningful.flatMap(synonymsOf)].sort(
    (a, b) => b.length - a.length,
  );
  for (const word of singles) add([word]);
  return phrasings;
}

/** The shortest beginning of a word that a typo fallback tries. */
export const shortestTypoPrefix = 4;

/**
 * For a word that found nothing alone, the shorter beginnings to try instead, longest first: the
 * index matches a beginning against every longer word, so "compresion" cut to "compres" finds
 * "compression". At most three letters are dropped, and at least four kept.
 */
export function typoPrefixes(word: string): string[] {
  const prefixes: string[] = [];
  for (let cut = 1; cut <= 3 && word.length - cut >= shortestTypoPrefix; cut += 1) {
    prefixes.push(word.slice(0, word.length - cut));
  }
  return prefixes;
}

/**
 * The results with one entry per address: two phrasings, or a page and one of its sections,
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
