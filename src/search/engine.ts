import {confidence} from './confidence';
import {excerptOf, type Place} from './places';
import {
  inKeywords,
  inQuestion,
  inText,
  inTitle,
  isTypoOf,
  pieceFor,
  pieceOf,
  stopWords,
  termOf,
  wordsOf,
  type LearnedPiece,
  type PageText,
  type RelatedPiece,
  type RelatedTerms,
  type SearchIndex,
  type TermsPiece,
} from './words';

/**
 * The site search in the browser, over the index src/plugins/searchIndex.ts writes. Each word of
 * a query counts by how specific it is (inverse document frequency), where a place holds it (title
 * or a writer's phrasings over text) and how surely it stands for the site's term (its own word,
 * a typo, or a word WordNet relates to it), and where earlier visitors' questions in the same words
 * were answered (answered.json, learned by `npm run fit:search`). A word the site never uses lowers
 * the confidence but never empties the results; without a confident answer the closest places are
 * listed as related.
 */

/** How much a term counts where it is found in a place. */
const whereWeights = {
  question: 1,
  title: 0.9,
  keywords: 1,
  text: 0.4,
  repeated: 0.1,
  pageTitle: 0.3,
};

/**
 * How surely a word stands for another term: a typo of it, the word cut short, a term WordNet
 * relates to it (times how closely); half that for a word the site uses ("bug" finds "glitch").
 */
const standIns = {typo: 0.9, short: 0.8, related: 0.55} as const;
const relatedToUsed = standIns.related / 2;

/** How close a related term must be to stand for a word the site uses (a synonym, no broader). */
const closeToUsed = 0.6;

/** How much a place's length tempers a word in its text, as in BM25 (0 to 1). */
const lengthNorm = 0.3;

/** Whether a word is another form of the site's word: both share their first four letters. */
const isFormOf = (word: string, form: string): boolean => {
  const shared = Math.min(4, word.length, form.length);
  return word.slice(0, shared) === form.slice(0, shared);
};

/** The plain forms of a comparative the stemmer leaves: "safer", "easier", "bigger", "slowest". */
function plainForms(word: string): string[] {
  const forms: string[] = [];
  for (const ending of ['er', 'est']) {
    if (!word.endsWith(ending) || word.length < ending.length + 3) continue;
    const stem = word.slice(0, -ending.length);
    forms.push(stem, `${stem}e`);
    if (stem.endsWith('i')) forms.push(`${stem.slice(0, -1)}y`);
    if (stem.at(-1) === stem.at(-2)) forms.push(stem.slice(0, -1));
  }
  return forms;
}

/** Whether a word is the site's word cut short: "mac" for "macos", "sync" for "syncing". */
const isShortFor = (word: string, form: string): boolean =>
  word.length >= 3 && form.startsWith(word) && form.length - word.length <= 2;

/**
 * How much the places where earlier visitors' questions in the query's words were answered count,
 * as a share of a word's mean weight per unit of log-odds (chosen by cross-validation on the
 * fitted set, tests/bench/README.md).
 */
const answeredWeight = 0.45;

/** How much a title that echoes the words typed counts, as a share of a word's mean weight. */
const echoWeight = 0.5;

/** Related places listed under "no direct answer", at most, and at least this share of the best. */
const relatedLimit = 3;
const listedShare = 0.35;

/** The places found for a query, best first, and whether the first answers it confidently. */
export interface Answer {
  places: Place[];
  confident: boolean;
  /** What the confidence is judged on (none when nothing is found). */
  evidence?: Evidence;
  /** The query's terms (`termOf`) the best place does not hold, whose `asked` it weighs. */
  missing?: readonly string[];
}

/** Question forms: "how many", "who" ask for a fact a place may not give; "can i", what it does. */
const questionForms = [
  'how many',
  'how much',
  'how long',
  'when',
  'who',
  'which',
  'what',
  'where',
  'why',
  'is there',
  'can i',
  'does it',
  'do you',
  'will it',
] as const;

/**
 * The evidence that the best place answers the query (evidenceOf), with how much more often than by
 * chance earlier visitors' questions in its words were answered there (`answered`), which
 * confidence.ts weighs.
 */
export type Evidence = ReturnType<typeof evidenceOf> & {answered: number};

const weightOf = (concepts: readonly Concept[]): number =>
  concepts.reduce((sum, concept) => sum + concept.weight, 0);

/** Whether the words typed hold a phrase, word by word. */
const holds = (typed: readonly string[], phrase: string): boolean => {
  const words = phrase.split(' ');
  return typed.some((_, at) => words.every((word, offset) => typed[at + offset] === word));
};

/**
 * How well the best place, `top`, answers the query: its score against the mean word weight; the
 * share of the query's words it holds; the share of weight in words the site never uses; whether
 * it is an FAQ item, a whole page; how many words the query searches for and holds; which of
 * `questionForms` the query holds.
 */
function evidenceOf(
  concepts: readonly Concept[],
  top: Scored,
  typed: readonly string[],
  place: SearchIndex['places'][number],
) {
  const whole = weightOf(concepts) || 1;
  const mean = whole / concepts.length;
  // A word counts as one, or less as it is commoner than the query's mean word ("mnemo").
  const count = (some: readonly Concept[]) =>
    some.reduce((sum, concept) => sum + Math.min(1, concept.weight / mean), 0);
  const words = count(concepts);
  const held = concepts.filter((concept) =>
    [...top.matched].some((term) => concept.terms.has(term)),
  );
  return {
    score: Math.log(top.score / mean + 1e-3),
    held: words > 0 ? count(held) / words : 0,
    unused: weightOf(concepts.filter((concept) => !concept.used)) / whole,
    question: place[2].trim().endsWith('?') ? 1 : 0,
    page: place[1] === '' ? 1 : 0,
    words: Math.min(words, 8) / 8,
    typed: Math.min(typed.length, 20) / 20,
    wordsLog: Math.log(1 + concepts.length),
    typedLog: Math.log(1 + typed.length),
    ...(Object.fromEntries(
      questionForms.map((form) => [form, holds(typed, form) ? 1 : 0]),
    ) as Record<(typeof questionForms)[number], number>),
  };
}

/**
 * Whether the evidence makes the best place a confident answer, by the fitted model: with how often
 * the questions that landed first on that place were ones the site does not answer (`unanswered`),
 * and how much more often those asking it for the query's terms it does not hold were (`asked`,
 * summed over those terms).
 */
function isConfident(evidence: Evidence, unanswered: number, asked: number): boolean {
  const inputs: Readonly<Record<string, number>> = {
    ...evidence,
    placeUnanswered: unanswered,
    askedUnanswered: asked,
  };
  const sum = Object.entries(confidence.weights).reduce(
    (total, [name, weight]) => total + weight * (inputs[name] ?? 0),
    confidence.bias,
  );
  return 1 / (1 + Math.exp(-sum)) >= confidence.threshold;
}

/** A word of the query and the site's terms that stand for it, with how surely. */
interface Concept {
  /** The word's own term (`termOf`). */
  term: string;
  terms: Map<string, number>;
  /** How much the word counts: the specificity of the site's term for it, or of a rare one. */
  weight: number;
  /** Whether the site uses the word itself (or a typo of it): then a place must hold it. */
  used: boolean;
}

interface Scored {
  place: number;
  score: number;
  /** The share of the query's weight it holds, each word as surely as its term stands for it. */
  share: number;
  /** The terms of the query it holds, for the excerpt's marks. */
  matched: Set<string>;
  /** Its place in the results: its score, a title that echoes the query, and its share. */
  rank: number;
}

const specificity = (placeCount: number, holding: number): number =>
  Math.log(1 + (placeCount - holding + 0.5) / (holding + 0.5));

/** The index's reader, which `read` fetches each file for (as JSON), once. */
export function indexReader(read: (path: string) => Promise<unknown>) {
  const files = new Map<string, Promise<unknown>>();
  const get = <T>(path: string): Promise<T> => {
    let file = files.get(path);
    if (!file) {
      file = read(path);
      // A failed load (a connection lost) is tried again by the next search.
      file.catch(() => files.delete(path));
      files.set(path, file);
    }
    return file as Promise<T>;
  };
  const index = (): Promise<SearchIndex> => get<SearchIndex>('index.json');
  /** A file of this build's pieces, under its version. */
  const piece = async <T>(path: string): Promise<T> => get<T>(`${(await index()).version}/${path}`);
  /** A term's places in what visitors' questions taught (`LearnedPiece`). */
  const learned = async (
    kind: 'asked' | 'answered',
    term: string,
  ): Promise<LearnedPiece[string]> => {
    const name = pieceOf(term);
    if (!(await index())[`${kind}Pieces`]?.includes(name)) return [];
    return (await piece<LearnedPiece>(`${kind}/${name}.json`))[term] ?? [];
  };
  return {
    index,
    /** The site's terms that start as `term` does (for its typos and the words it cuts short). */
    async terms(term: string): Promise<TermsPiece> {
      const name = pieceOf(term);
      // No piece, no term of the site starts so: nothing to fetch.
      if (!(await index()).pieces.includes(name)) return {};
      return piece<TermsPiece>(`terms/${name}.json`);
    },
    /** The site's terms WordNet relates a word to (a stem, or two joined by `_`). */
    async related(word: string): Promise<RelatedTerms> {
      const name = pieceFor(word, (await index()).relatedPieces);
      if (name === null) return [];
      return (await piece<RelatedPiece>(`related/${name}.json`))[word] ?? [];
    },
    text: (page: number): Promise<PageText> => piece<PageText>(`text/${page}.json`),
    /**
     * The places visitors' questions asking for a term landed on first without holding it, and how
     * much more often than that place's others they were unanswered (log-odds).
     */
    asked: (term: string) => learned('asked', term),
    /** The places visitors' questions holding a term were answered at, more often than by chance. */
    answered: (term: string) => learned('answered', term),
  };
}

export type IndexReader = ReturnType<typeof indexReader>;

/** The concepts of a query: its words that are not stop words, each with its terms. */
async function conceptsOf(query: string, reader: IndexReader): Promise<Concept[]> {
  const words = wordsOf(query);
  const {places} = await reader.index();
  // Every word's pieces at once, rather than a word's after the one before it: its terms, the
  // words related to it and to it with the next word, and what visitors asked with it, which the
  // confidence weighs (searchSite). The loop below then finds them fetched.
  await Promise.all(
    words.flatMap((word, at) => {
      if (stopWords.has(word)) return [];
      const term = termOf(word);
      const next = words[at + 1];
      const pair = next === undefined ? [] : [reader.related(`${term}_${termOf(next)}`)];
      return [
        reader.terms(term),
        reader.related(term),
        reader.asked(term),
        reader.answered(term),
        ...pair,
      ];
    }),
  );
  const rare = specificity(places.length, 0);
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  for (const [at, word] of words.entries()) {
    const term = termOf(word);
    if (stopWords.has(word) || seen.has(term)) continue;
    seen.add(term);
    const vocabulary = await reader.terms(term);
    const relatedToWord = await reader.related(term);
    const terms = new Map<string, number>();
    const own = vocabulary[term];
    // The site's word, not another that the stemmer cuts to the same few letters ("ads", "adding").
    if (own && own.forms.some((form) => isFormOf(word, form))) terms.set(term, 1);
    // A comparative the site writes plain; the plain form is in the same piece.
    for (const plain of own ? [] : plainForms(word)) {
      if (vocabulary[termOf(plain)]?.forms.includes(plain)) terms.set(termOf(plain), standIns.typo);
    }
    for (const [other, {forms}] of Object.entries(vocabulary)) {
      if (other === term) continue;
      if (forms.some((form) => isShortFor(word, form))) terms.set(other, standIns.short);
      else if (
        terms.size === 0 &&
        // A word WordNet knows is not a typo: "internet" is not "interact".
        relatedToWord.length === 0 &&
        (isTypoOf(word, other) || forms.some((f) => isTypoOf(word, f)))
      ) {
        terms.set(other, standIns.typo);
      }
    }
    const used = terms.size > 0;
    // A word the site never uses, or a word of two it begins ("sign up"), as WordNet relates them.
    const next = words[at + 1];
    const keys = next === undefined ? [term] : [term, `${term}_${termOf(next)}`];
    for (const key of used ? [] : keys) {
      for (const [other, closeness] of key === term ? relatedToWord : await reader.related(key)) {
        terms.set(other, Math.max(terms.get(other) ?? 0, closeness * standIns.related));
      }
    }
    // A word the site uses, less surely, for the other terms WordNet relates to it closely.
    for (const [other, closeness] of used ? relatedToWord : []) {
      if (closeness >= closeToUsed && !terms.has(other))
        terms.set(other, closeness * relatedToUsed);
    }
    // Only terms the site indexes; a word it uses counts as its most specific sure term, or,
    // when it is only the site's word cut short ("uninstal"), as the most specific of those.
    let sure = 0;
    let short = 0;
    await Promise.all([...terms.keys()].map((other) => reader.terms(other)));
    for (const [other, sureness] of terms) {
      const entry = (await reader.terms(other))[other];
      if (!entry) terms.delete(other);
      else if (used && sureness >= standIns.short) {
        const own = specificity(places.length, entry.places.length);
        if (sureness >= standIns.typo) sure = Math.max(sure, own);
        else short = Math.max(short, own);
      }
    }
    const weight = used ? sure || short : rare;
    concepts.push({term, terms, weight, used});
  }
  return concepts;
}

/**
 * How much a term counts in a place, by where it is; in a writer's phrasing, by the share of it the
 * query holds: for "is mnemo free", fully in "is it free", by half in "risk free".
 */
function whereWeight(where: number, times: number, phrased: () => number): number {
  if (where & inQuestion) return whereWeights.question;
  if (where & inTitle) return whereWeights.title;
  const text =
    where & inText ? whereWeights.text + whereWeights.repeated * Math.min(times - 1, 2) : 0;
  return where & inKeywords ? Math.max(whereWeights.keywords * phrased(), text) : text;
}

/** The largest share of one of the phrasings holding a term that the query's terms make up. */
function phrasedShare(
  phrasings: readonly (readonly string[])[],
  term: string,
  queryTerms: ReadonlySet<string>,
): number {
  let share = 0;
  for (const phrasing of phrasings) {
    if (!phrasing.includes(term)) continue;
    const held = phrasing.filter((each) => queryTerms.has(each)).length;
    share = Math.max(share, held / phrasing.length);
  }
  return share;
}

/** Every place holding some of the concepts, with its score. */
async function scorePlaces(concepts: readonly Concept[], reader: IndexReader): Promise<Scored[]> {
  const {places, phrasings} = await reader.index();
  const whole = weightOf(concepts);
  const queryTerms = new Set(concepts.flatMap((concept) => [...concept.terms.keys()]));
  const averageLength =
    places.reduce((sum, place) => sum + place[3], 0) / Math.max(places.length, 1) || 1;
  const scores = new Map<number, Scored>();
  for (const concept of concepts) {
    /** Per place: its value for the concept, how surely it holds it, and by which term. */
    const best = new Map<number, [value: number, sure: number, term: string]>();
    const pageTitles = new Map<number, [number, number, string]>();
    const better = (place: number, found: [number, number, string]): void => {
      const was = best.get(place);
      if (!was || found[0] > was[0])
        best.set(place, [found[0], Math.max(found[1], was?.[1] ?? 0), found[2]]);
    };
    for (const [term, sureness] of concept.terms) {
      const entry = (await reader.terms(term))[term];
      if (!entry) continue;
      // A stand-in never counts more than the word typed, however rare it is.
      const own = specificity(places.length, entry.places.length);
      const weight = sureness * (concept.used ? Math.min(own, concept.weight) : own);
      for (const [place, where, times] of entry.places) {
        const length = (places[place]?.[3] ?? 0) / averageLength;
        const tempered = where & (inTitle | inKeywords) ? 1 : 1 - lengthNorm + lengthNorm * length;
        const phrased = (): number => phrasedShare(phrasings[place] ?? [], term, queryTerms);
        better(place, [(weight * whereWeight(where, times, phrased)) / tempered, sureness, term]);
        if (where & inTitle && places[place]?.[1] === '') {
          pageTitles.set(places[place]![0], [
            weight * whereWeights.pageTitle,
            sureness * whereWeights.pageTitle,
            term,
          ]);
        }
      }
    }
    // A part of a page whose title holds the concept holds it a little.
    places.forEach(([page, anchor], place) => {
      const fromPage = pageTitles.get(page);
      if (anchor !== '' && fromPage) better(place, fromPage);
    });
    for (const [place, [value, sure, term]] of best) {
      const scored = scores.get(place) ?? {place, score: 0, share: 0, matched: new Set(), rank: 0};
      scored.score += value;
      scored.share += whole > 0 ? (concept.weight * sure) / whole : 0;
      scored.matched.add(term);
      scores.set(place, scored);
    }
  }
  return [...scores.values()];
}

/**
 * Per place, how much more often than by chance earlier visitors' questions holding the query's
 * words were answered there (answered.json), the mean over the query's words.
 */
async function answeredPlaces(
  concepts: readonly Concept[],
  reader: IndexReader,
): Promise<Map<number, number>> {
  const at = new Map<number, number>();
  for (const concept of concepts) {
    for (const [place, value] of await reader.answered(concept.term))
      at.set(place, (at.get(place) ?? 0) + value / concepts.length);
  }
  return at;
}

/** Each place's title as words (small words included) and as terms, worked out once per index. */
const titles = new WeakMap<SearchIndex['places'], {words: Set<string>; terms: Set<string>}[]>();
function titleOf(places: SearchIndex['places'], place: number) {
  let all = titles.get(places);
  if (!all) {
    all = places.map(([, , title]) => {
      const words = new Set(wordsOf(title));
      return {words, terms: new Set([...words].filter((word) => !stopWords.has(word)).map(termOf))};
    });
    titles.set(places, all);
  }
  return all[place] ?? {words: new Set<string>(), terms: new Set<string>()};
}

/** The places that answer a query, best first, and whether the first does so confidently. */
export async function searchSite(
  query: string,
  {reader, limit}: {reader: IndexReader; limit: number},
): Promise<Answer> {
  const concepts = await conceptsOf(query, reader);
  if (concepts.length === 0) return {places: [], confident: false};
  const {places, pages, placeUnanswered, answeredKnown} = await reader.index();
  const typed = wordsOf(query);
  const mean = weightOf(concepts) / concepts.length;
  const scored = await scorePlaces(concepts, reader);
  const answeredAt = await answeredPlaces(concepts, reader);
  // A place whose title is the query, word for word (small words aside): what a visitor who types
  // a page's or a question's title asks for, whatever else earlier visitors found there.
  const titled = new Set<number>();
  for (const place of scored) {
    // A title that says what the visitor typed, small words included, as the FAQ asks it.
    const {words: title, terms: titleTerms} = titleOf(places, place.place);
    const echoed = typed.filter((word) => title.has(word)).length / Math.max(typed.length, 1);
    if (
      titleTerms.size === concepts.length &&
      concepts.every((concept) => titleTerms.has(concept.term))
    )
      titled.add(place.place);
    // A place that holds all the query's words comes before one that holds one prominently; one
    // where visitors asking in these words found their answer, before one where they did not.
    place.rank =
      (place.score + echoWeight * echoed * mean) * (0.5 + 0.5 * place.share) +
      answeredWeight * (answeredAt.get(place.place) ?? 0) * mean;
  }
  const ranked = scored.sort(
    (a, b) =>
      Number(titled.has(b.place)) - Number(titled.has(a.place)) ||
      b.rank - a.rank ||
      // Of two alike, the shorter: an answer rather than a long part that mentions the words.
      (places[a.place]?.[3] ?? 0) - (places[b.place]?.[3] ?? 0),
  );
  const top = ranked[0];
  if (!top) return {places: [], confident: false};
  const evidence: Evidence = {
    ...evidenceOf(concepts, top, typed, places[top.place]!),
    // Of a place visitors' questions were never answered at (a writer's new one), nothing is
    // learned: the fit's mean, evidence neither way.
    answered: answeredKnown?.includes(top.place)
      ? (answeredAt.get(top.place) ?? 0)
      : confidence.answeredDefault,
  };
  // Only what the place leaves out: a word added to it is no longer evidence against it.
  const missing = concepts
    .filter((concept) => ![...top.matched].some((term) => concept.terms.has(term)))
    .map((concept) => concept.term);
  const asked = await Promise.all(missing.map((term) => reader.asked(term)));
  const askedUnanswered = asked
    .flatMap((landed) => landed.filter(([place]) => place === top.place))
    .reduce((sum, [, unanswered]) => sum + unanswered, 0);
  // A query that is the best place's title is answered by it, as a visitor who types a page's name
  // is taken to it.
  const confident =
    titled.has(top.place) ||
    isConfident(evidence, placeUnanswered?.[top.place] ?? confidence.placeDefault, askedUnanswered);
  const listed = ranked
    .filter((place) => place.rank >= listedShare * top.rank)
    .slice(0, confident ? limit : Math.min(limit, relatedLimit));
  const shown = await Promise.all(
    listed.map(async ({place, matched}) => {
      const [page, anchor, title] = places[place]!;
      const [url, label] = pages[page]!;
      const text = await reader.text(page);
      const local = places.filter(([p], index) => p === page && index < place).length;
      return {
        url: `${url}${anchor}`,
        title,
        page: anchor === '' ? null : label,
        excerpt: excerptOf(text[local] ?? [], matched),
      };
    }),
  );
  return {places: shown, confident, evidence, missing};
}
