/**
 * The site search's index under `build/search-index/`, in small files a query fetches as it
 * needs them, whatever the size of the site:
 * - `index.json`: every place with its title and the phrasings a writer gave it, as terms;
 * - `<version>/terms/<xx>.json`: the terms starting with `xx`, with the places holding each;
 * - `<version>/related/<x…>.json`: the words WordNet relates to the site's terms, in pieces
 *   named by as many first letters as keep each small;
 * - `<version>/text/<page>.json`: a page's text as its places' blocks, for the excerpts.
 * Indexed: the pages search engines may index, but older docs versions and the not-found page.
 */
import {createHash} from 'node:crypto';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {
  inKeywords,
  inQuestion,
  inText,
  inTitle,
  longestPieceName,
  pieceOf,
  stopWords,
  termOf,
  wordsOf,
  type LearnedPiece,
  type IndexedTerm,
  type PageText,
  type RelatedTerms,
  type SearchIndex,
} from '../search/words';
import {searchIndexDir} from '../search/bundle';
import answeredPriors from '../search/answered.json';
import askedPriors from '../search/asked.json';
import {confidence, placePriors} from '../search/confidence';
import {olderDocsVersions} from './llmsTxt';
import type {Build, BuiltPage} from './pageTypes';
import {relatedTerms} from './relatedWords';
import {placesOfPage, type PageSource} from './searchPlaces';

/** How large a piece of related words may grow (JSON bytes) before it is split by one more letter. */
const relatedPieceBytes = 8_000;

/** Related words in pieces by their first letters (`pieceOf`), two or more, each in order. */
export function relatedPieces(
  related: ReadonlyMap<string, RelatedTerms>,
  pieceBytes = relatedPieceBytes,
) {
  const pieces = new Map<string, Record<string, RelatedTerms>>();
  const group = (words: readonly string[], letters: number): void => {
    const byName = new Map<string, string[]>();
    for (const word of words) {
      const name = pieceOf(word, letters);
      const list = byName.get(name) ?? [];
      list.push(word);
      byName.set(name, list);
    }
    for (const [name, named] of byName) {
      const piece = Object.fromEntries(named.map((word) => [word, related.get(word)!]));
      const large = JSON.stringify(piece).length > pieceBytes;
      if (large && named.length > 1 && letters < longestPieceName) group(named, letters + 1);
      else pieces.set(name, piece);
    }
  };
  const words = [...related.keys()].sort((a, b) => a.localeCompare(b));
  group(words, 2);
  return pieces;
}

/** What earlier visitors' questions say of each place, by address and term (`LearnedPiece`). */
export interface Learned {
  asked: Readonly<Record<string, Readonly<Record<string, number>>>>;
  answered: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/**
 * The index of the pages' places, as files by path; `related` relates words to the terms. Each
 * place's priors are found by its address under `baseUrl`, as the questions name it
 * (`/#faq-price`); `learned` is what visitors asked there and were answered there, by address and
 * term (asked.json, answered.json).
 */
export function indexFiles(
  pages: readonly PageSource[],
  related: typeof relatedTerms = relatedTerms,
  baseUrl = '/',
  learned: Learned = {asked: askedPriors, answered: answeredPriors},
): Map<string, unknown> {
  const places: [number, string, string, number][] = [];
  const placeUnanswered: number[] = [];
  const answeredKnown: number[] = [];
  const kinds = ['asked', 'answered'] as const;
  const byPiece = {
    asked: new Map<string, Record<string, [number, number][]>>(),
    answered: new Map<string, Record<string, [number, number][]>>(),
  };
  const phrasings: string[][][] = [];
  const texts: PageText[] = [];
  const terms = new Map<string, {forms: Set<string>; places: Map<number, [number, number]>}>();
  const add = (word: string, place: number, where: number): void => {
    if (stopWords.has(word)) return;
    const term = termOf(word);
    const entry = terms.get(term) ?? {forms: new Set<string>(), places: new Map()};
    entry.forms.add(word);
    const [was, times] = entry.places.get(place) ?? [0, 0];
    entry.places.set(place, [was | where, times + (where === inText ? 1 : 0)]);
    terms.set(term, entry);
  };
  pages.forEach((page, pageIndex) => {
    texts.push(page.places.map((place) => place.blocks));
    for (const place of page.places) {
      const index = places.length;
      const text = place.blocks.flatMap(wordsOf);
      places.push([pageIndex, place.anchor, place.title, text.length]);
      const address = `/${page.url.slice(baseUrl.length)}${place.anchor}`;
      placeUnanswered.push(placePriors[address] ?? confidence.placeDefault);
      if (learned.answered[address]) answeredKnown.push(index);
      for (const kind of kinds) {
        for (const [term, value] of Object.entries(learned[kind][address] ?? {})) {
          const piece = byPiece[kind].get(pieceOf(term)) ?? {};
          (piece[term] ??= []).push([index, value]);
          byPiece[kind].set(pieceOf(term), piece);
        }
      }
      phrasings.push(
        place.keywords
          .map((phrasing) => wordsOf(phrasing).filter((word) => !stopWords.has(word)))
          .map((words) => [...new Set(words.map(termOf))])
          .filter((terms) => terms.length > 0),
      );
      const title = place.question ? inTitle | inQuestion : inTitle;
      for (const word of wordsOf(place.title)) add(word, index, title);
      for (const word of place.keywords.flatMap(wordsOf)) add(word, index, inKeywords);
      for (const word of text) add(word, index, inText);
    }
  });
  const pieces = new Map<string, Record<string, IndexedTerm>>();
  const sorted = [...terms].sort(([a], [b]) => a.localeCompare(b));
  for (const [term, {forms, places: holding}] of sorted) {
    const piece = pieces.get(pieceOf(term)) ?? {};
    piece[term] = {
      forms: [...forms].sort(),
      places: [...holding].map(([place, [where, times]]) => [place, where, times]),
    };
    pieces.set(pieceOf(term), piece);
  }
  const relatedByPiece = relatedPieces(related(new Set(terms.keys())));
  const sortedPieces = (kind: (typeof kinds)[number]): [string, LearnedPiece][] =>
    [...byPiece[kind]].sort(([a], [b]) => a.localeCompare(b));
  const askedPieces = sortedPieces('asked');
  const answeredPieces = sortedPieces('answered');
  const content = JSON.stringify([
    places,
    phrasings,
    [...pieces],
    [...relatedByPiece],
    texts,
    askedPieces,
    answeredPieces,
  ]);
  const version = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const index: SearchIndex = {
    version,
    pages: pages.map((page) => [page.url, page.label]),
    pieces: [...pieces.keys()].sort(),
    relatedPieces: [...relatedByPiece.keys()].sort(),
    places,
    phrasings,
    placeUnanswered,
    askedPieces: askedPieces.map(([name]) => name),
    answeredPieces: answeredPieces.map(([name]) => name),
    answeredKnown,
  };
  const files = new Map<string, unknown>([['index.json', index]]);
  for (const [name, piece] of pieces) files.set(`${version}/terms/${name}.json`, piece);
  for (const [name, piece] of relatedByPiece) files.set(`${version}/related/${name}.json`, piece);
  for (const [name, piece] of askedPieces) files.set(`${version}/asked/${name}.json`, piece);
  for (const [name, piece] of answeredPieces) files.set(`${version}/answered/${name}.json`, piece);
  texts.forEach((text, page) => files.set(`${version}/text/${page}.json`, text));
  return files;
}

/** Indexes the built pages as served. */
export async function writeSearchIndex(
  builtPages: readonly BuiltPage[],
  {outDir, plugins, siteConfig: {baseUrl}}: Build,
): Promise<void> {
  const started = performance.now();
  const older = olderDocsVersions(plugins);
  const pages = builtPages
    .filter(
      ({path, route}) =>
        path !== '/404' && !route.noIndex && !(route.docsVersion && older.has(route.docsVersion)),
    )
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => placesOfPage(`${baseUrl}${page.path.slice(1)}`, page.html, baseUrl))
    .filter((page): page is PageSource => page !== null);
  const files = indexFiles(pages, relatedTerms, baseUrl);
  const dir = join(outDir, searchIndexDir);
  await rm(dir, {recursive: true, force: true});
  for (const [path, content] of files) {
    const file = join(dir, path);
    await mkdir(join(file, '..'), {recursive: true});
    await writeFile(file, JSON.stringify(content));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[site-search] indexed ${pages.length} pages in ${seconds} s`);
}
