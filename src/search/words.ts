import {stemmer} from 'stemmer';

/* Words as the site search compares them, the same at build time and in the browser. */

/** A word as compared: lower case, without accents or punctuation ("What's" is "whats"). */
export function normalizedWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The words of a text, normalized: split at spaces, dashes, slashes and after numbers ("2GB"). */
export function wordsOf(text: string): string[] {
  return text
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .split(/[\s\-–—/]+/)
    .map((word) => normalizedWord(word.replace(/['’]s$/i, '')))
    .filter((word) => word.length > 0);
}

const terms = new Map<string, string>();
/** The term a word is indexed and searched under: its Porter stem. */
export function termOf(word: string): string {
  // The same words come again and again (a page's text for its excerpts): each is stemmed once.
  let term = terms.get(word);
  if (term === undefined) {
    term = stemmer(word);
    terms.set(word, term);
  }
  return term;
}

/**
 * Words that say nothing about a subject, left out of queries and the index: Snowball's English
 * list without its negations ("no internet" asks about being offline), with "many" and "much".
 */
// cspell:disable -- the list's contractions, written without apostrophes
export const stopWords: ReadonlySet<string> = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she
  her hers herself it its itself they them their theirs themselves what which who whom this that
  these those am is are was were be been being have has had having do does did doing would should
  could ought im youre hes shes its were theyre ive youve weve theyve id youd hed shed wed theyd
  ill youll hell shell well theyll isnt arent wasnt werent hasnt havent hadnt doesnt dont didnt
  wont wouldnt shant shouldnt cant cannot couldnt mustnt lets thats whos whats heres theres whens
  wheres whys hows a an the and but if or because as until while of at by for with about against
  between into through during before after above below to from up down in out on off over under
  again further then once here there when where why how all any both each few more most other
  some such nor only own same so than too very s t can will just don many much`.split(/\s+/),
);
// cspell:enable

/** An index piece's name: a word's first letters (two, or more for a large piece), `_`-padded. */
export function pieceOf(term: string, letters = 2): string {
  return term.slice(0, letters).padEnd(letters, '_');
}

/** The longest a piece's name may be: past it, words that begin alike share a piece. */
export const longestPieceName = 8;

const pieceSets = new WeakMap<readonly string[], ReadonlySet<string>>();
/** The piece that holds a word, of those listed (`SearchIndex.relatedPieces`); null for none. */
export function pieceFor(word: string, pieces: readonly string[]): string | null {
  // A list of some thousand names, looked up for every word of every query: as a set, once.
  let names = pieceSets.get(pieces);
  if (!names) {
    names = new Set(pieces);
    pieceSets.set(pieces, names);
  }
  for (let letters = 2; letters <= longestPieceName; letters += 1) {
    const name = pieceOf(word, letters);
    if (names.has(name)) return name;
  }
  return null;
}

/** Edits (a letter added, dropped, changed, or two swapped) between two words. */
function editDistance(a: string, b: string): number {
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

/** Whether a typed word misspells a site's word: one edit for 5–7 letters, two past that. */
export function isTypoOf(typed: string, word: string): boolean {
  if (typed.length < 5 || Math.abs(typed.length - word.length) > 2) return false;
  return editDistance(typed, word) <= (typed.length >= 8 ? 2 : 1);
}

/** Where a term occurs in a place, as bits; `inQuestion`: in the title of an FAQ item. */
export const inTitle = 1;
export const inKeywords = 2;
export const inText = 4;
export const inQuestion = 8;

/**
 * The index's `index.json`, read first; then for each word its pieces, `<version>/terms/` and
 * `<version>/related/`, and for each page shown its text, `<version>/text/`.
 */
export interface SearchIndex {
  /** Names this build's pieces: a new build's never mix with an older one's. */
  version: string;
  /** Each page: its address and the label a result shows for it ("Home" for the home page). */
  pages: readonly [url: string, label: string][];
  /** The pieces of terms there are (`pieceOf`): a term whose piece is not listed is not indexed. */
  pieces: readonly string[];
  /** The pieces of related words there are (`pieceFor`). */
  relatedPieces: readonly string[];
  /** Each place: its page, its `#anchor` ("" for the page itself), title and length in words. */
  places: readonly [page: number, anchor: string, title: string, length: number][];
  /** Each place's phrasings (a writer's `keywords`), each as its terms, in the order of `places`. */
  phrasings: readonly (readonly (readonly string[])[])[];
  /**
   * How often the questions that landed first on each place were ones the site does not answer,
   * as log-odds, in the order of `places` (`placePriors` in confidence.ts, by the place's address);
   * absent from an index.json a browser kept from before it was added.
   */
  placeUnanswered?: readonly number[];
  /** The pieces of what visitors asked there are (`pieceOf`, `LearnedPiece`); absent likewise. */
  askedPieces?: readonly string[];
  /** The pieces of where visitors' questions were answered (`pieceOf`, `LearnedPiece`); likewise. */
  answeredPieces?: readonly string[];
  /** The places visitors' questions were answered at, in order; absent likewise. */
  answeredKnown?: readonly number[];
}

/** One term of a piece: the site's words it stands for, and the places that hold it. */
export interface IndexedTerm {
  /** The forms the site writes it in ("capture", "captured"), for typos. */
  forms: readonly string[];
  /** Each place holding it: its index, where (`inTitle`…), and how often in its text. */
  places: readonly [place: number, where: number, times: number][];
}

/** A piece of the site's terms: those that start with its two letters. */
export type TermsPiece = Readonly<Record<string, IndexedTerm>>;

/** The site's terms a word relates to, and how closely (0 to 1). */
export type RelatedTerms = readonly (readonly [term: string, closeness: number])[];

/** A piece of related words: words WordNet relates to the site's terms. */
export type RelatedPiece = Readonly<Record<string, RelatedTerms>>;

/** A page's text, as its places' blocks (paragraphs, list items, cells), for excerpts. */
export type PageText = readonly (readonly string[])[];

/**
 * What earlier visitors' questions say, by a query's term, for each place: `asked`, how much more
 * often those holding the term that landed first on the place without its holding the term were
 * ones the site does not answer (log-odds over the place's own; asked.json); `answered`, how much
 * more often than by chance those holding the term were answered there (log-odds; answered.json).
 * Both are written by address and term, and found by the place's address under the base URL.
 */
export type LearnedPiece = Readonly<
  Record<string, readonly (readonly [place: number, value: number])[]>
>;
