import {sectionOfHeading} from '@site/src/components/Section/headingId';
import {normalizedWord, standsFor, wordsOf, type Concept} from './queries';

/**
 * From a page of Pagefind's index to the places a search lists: the page itself, or a part of it
 * with an address of its own (a heading with an id, an FAQ answer), each ranked by how much of
 * the query it holds and where.
 */

/** An element of the page with an id, and where it starts in the page's text. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  /** The result title the element carries (`data-pagefind-title`): an FAQ item's question. */
  title?: string;
  location: number;
}

/** What `result.data()` of pagefind.js gives for a page, as far as the site reads it. */
export interface PagefindResultData {
  url: string;
  content: string;
  meta: {title?: string};
  anchors: PagefindAnchor[];
}

/** A place a search result leads to. */
export interface Place {
  /** The page's address, with the part's `#anchor` when it is a part. */
  url: string;
  /** The part's title (its heading, an FAQ question), or the page's. */
  title: string;
  /** The page's title when the place is a part of it, so a reader knows where it is. */
  page: string | null;
  /** HTML-escaped text around the matched words, which are in `<mark>`. */
  excerpt: string;
}

/** A place with what ranks it. */
export interface RankedPlace {
  place: Place;
  /** How many of the query's concepts it holds. */
  covered: number;
  score: number;
}

/**
 * How much a concept counts where it is found: in the part's title (a heading, an FAQ question)
 * most, in its text less (a little more for each of two more times), and only in the title of
 * the page the part belongs to least.
 */
export const matchWeights = {title: 3, text: 1, repeated: 0.25, pageTitle: 0.5} as const;

/** How many words an excerpt shows. */
const excerptWords = 24;

/** The words of the page's text, numbered as the index numbers its locations. */
function wordsOfContent(content: string): string[] {
  // Pagefind splits text it segmented itself at zero-width spaces, any other at white space.
  return content.includes('\u200B') ? content.split('\u200B') : content.split(/[\r\n\s]+/g);
}

/** The forms a word of the text is compared in: whole, and each piece of a hyphenated word. */
function formsOf(word: string): string[] {
  const pieces = word.split(/[-–/]/).map(normalizedWord);
  return [normalizedWord(word), ...(pieces.length > 1 ? pieces : [])].filter(Boolean);
}

const holds = (concept: Concept, forms: readonly string[]): boolean =>
  concept.terms.some((term) => forms.some((form) => standsFor(term, form)));

/** A part of a page: from its anchor (or the page's start) to the next. */
interface Part {
  url: string;
  title: string;
  isPage: boolean;
  start: number;
  end: number;
  /** Words at the part's start that are its title (a heading's text, an FAQ question). */
  titleLength: number;
}

/**
 * The parts of a page. A part starts at a heading with an id or an element with a result title
 * (an FAQ answer); a home section's heading stands for its section, whose id is the address the
 * site links to (`/#requirements`, not `/#requirements-title`).
 */
function partsOf(data: PagefindResultData, wordCount: number): Part[] {
  const sections = new Set(
    data.anchors.filter((anchor) => anchor.element === 'section').map((anchor) => anchor.id),
  );
  const pageTitle = data.meta.title ?? data.url;
  const starts = data.anchors
    .filter((anchor) => /^h[1-6]$/i.test(anchor.element) || anchor.title)
    .sort((a, b) => a.location - b.location);
  const addressOf = (anchor: PagefindAnchor): string => {
    const section = sectionOfHeading(anchor.id);
    const id = section && sections.has(section) ? section : anchor.id;
    return `${data.url}#${id}`;
  };
  const parts: Part[] = [];
  const first = starts[0]?.location ?? wordCount;
  if (first > 0) {
    parts.push({
      url: data.url,
      title: pageTitle,
      isPage: true,
      start: 0,
      end: first,
      titleLength: 0,
    });
  }
  starts.forEach((anchor, index) => {
    const title = anchor.title ?? anchor.text ?? '';
    parts.push({
      url: addressOf(anchor),
      title,
      isPage: false,
      start: anchor.location,
      end: starts[index + 1]?.location ?? wordCount,
      titleLength: wordsOf(title).length,
    });
  });
  return parts.filter((part) => part.end > part.start || part.title !== '');
}

const escaped = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The excerpt of a part: its text from a little before the first matched word, marked. */
function excerptOf(words: readonly string[], part: Part, matched: ReadonlySet<number>): string {
  const textStart = Math.min(part.start + part.titleLength, part.end);
  const first = [...matched].filter((at) => at >= textStart).sort((a, b) => a - b)[0];
  const from = Math.max(textStart, Math.min((first ?? textStart) - 6, part.end - excerptWords));
  const to = Math.min(part.end, from + excerptWords);
  const shown = [];
  for (let at = from; at < to; at += 1) {
    const word = escaped(words[at] ?? '');
    shown.push(matched.has(at) ? `<mark>${word}</mark>` : word);
  }
  return `${from > textStart ? '… ' : ''}${shown.join(' ')}${to < part.end ? ' …' : ''}`;
}

/**
 * The places of one page that answer the concepts, each with its rank. A place answers when it
 * holds at least `needed` of them: in its title, its text, or the title of its page. Its score
 * weighs each concept by where it is (`matchWeights`), then, a little, how many of the query's
 * words as typed its title repeats (a question asked as the FAQ asks it) and how short it is (an
 * answer rather than a long section that mentions the words in passing).
 */
export function placesOf(
  data: PagefindResultData,
  concepts: readonly Concept[],
  needed: number,
  typed: readonly string[],
): RankedPlace[] {
  const words = wordsOfContent(data.content);
  const forms = words.map(formsOf);
  const pageTitle = data.meta.title ?? data.url;
  const pageTitleForms = wordsOf(pageTitle).flatMap(formsOf);
  const typedWords = [...new Set(typed.map(normalizedWord).filter(Boolean))];
  const ranked: RankedPlace[] = [];
  for (const part of partsOf(data, words.length)) {
    const titleForms = wordsOf(part.title).flatMap(formsOf);
    const matched = new Set<number>();
    let covered = 0;
    let score = 0;
    for (const concept of concepts) {
      let times = 0;
      for (let at = part.start + part.titleLength; at < part.end; at += 1) {
        if (holds(concept, forms[at] ?? [])) {
          times += 1;
          matched.add(at);
        }
      }
      const weight = holds(concept, titleForms)
        ? matchWeights.title
        : times > 0
          ? matchWeights.text + matchWeights.repeated * Math.min(times - 1, 2)
          : !part.isPage && holds(concept, pageTitleForms)
            ? matchWeights.pageTitle
            : 0;
      if (weight > 0) covered += 1;
      score += weight;
    }
    if (covered < needed || covered === 0) continue;
    const echoed =
      typedWords.filter((word) => titleForms.includes(word)).length /
      Math.max(typedWords.length, 1);
    const length = Math.max(part.end - part.start, 1);
    score += 0.4 * echoed + 0.25 * Math.min(1, 40 / length);
    ranked.push({
      place: {
        url: part.url,
        title: part.title,
        page: part.isPage ? null : pageTitle,
        excerpt: excerptOf(words, part, matched),
      },
      covered,
      score,
    });
  }
  return ranked;
}

/** The site's words in a page's text that are a typo away from `typed`, by `isTypo`. */
export function wordsNear(
  data: PagefindResultData,
  isTypo: (word: string) => boolean,
): Set<string> {
  const near = new Set<string>();
  for (const word of [...wordsOfContent(data.content), ...wordsOf(data.meta.title ?? '')]) {
    for (const form of formsOf(word)) if (isTypo(form)) near.add(form);
  }
  return near;
}

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

/** Decodes the character references excerpts escape text with. */
function decoded(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? reference;
  });
}

/** An excerpt as plain text pieces, the matched words marked, to render without HTML. */
export function excerptParts(excerpt: string): {text: string; marked: boolean}[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((piece) => piece.length > 0)
    .map((piece) => {
      const marked = piece.startsWith('<mark>');
      const inner = marked ? piece.slice('<mark>'.length, -'</mark>'.length) : piece;
      return {text: decoded(inner.replace(/<[^>]*>/g, '')), marked};
    });
}
