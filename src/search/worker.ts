import {questionWords, searchSynonyms} from '@site/src/data/searchSynonyms';

/** One query of the search theme: the words it looks for, each with how it matches. */
export interface Query {
  tokens: string[];
  term: unknown[];
}

/** The search theme's own query builder: every word required, then looser variants. */
export type BuildQueries<Dictionary> = (tokens: string[], dictionary: Dictionary) => Query[];

const asked = new Set(questionWords);

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
 * The queries a search runs, in order, until it has enough results: the theme's own for the
 * words as typed; then the words without question words ("how do I", "does it"); then with each
 * word swapped for a synonym; then each meaningful word (or a synonym) alone, longest first, so
 * that a question finds the pages that answer part of it, the most specific part first.
 */
export function questionQueries<Dictionary>(
  tokens: string[],
  build: BuildQueries<Dictionary>,
  dictionary: Dictionary,
): Query[] {
  const meaningful = meaningfulWords(tokens);
  const phrasings: string[][] = [];
  const add = (words: string[]) => {
    if (words.length > 0 && !phrasings.some((known) => same(known, words))) phrasings.push(words);
  };
  add(tokens);
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
  return phrasings.flatMap((words) => build(words, dictionary));
}

/** A search result as the theme's worker builds it, as far as its address goes. */
interface Result {
  document: {u: string; h?: string};
}

/**
 * The results with one entry per address: a section's heading and its text are indexed apart,
 * and a query that matches both would list the same place twice. The first, best placed, stays.
 */
export function uniqueByAddress<T extends Result>(results: readonly T[]): T[] {
  const seen = new Set<string>();
  return results.filter(({document}) => {
    const address = `${document.u}#${document.h ?? ''}`;
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}
