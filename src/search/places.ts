import {sectionOfHeading} from '@site/src/components/Section/headingId';
import {shortestTypoPrefix} from './queries';

/**
 * From Pagefind's result for a page to the places a search lists: the page itself, or a part of
 * it with an address of its own (a heading with an id, an FAQ answer, a home section).
 */

/** One matched word: where it is in the page's text and how much it counts. */
export interface PagefindWordLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

/** An element of the page with an id, and where it starts in the page's text. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

/** A part of the page that holds matched words, from one anchor to the next. */
export interface PagefindSubResult {
  title: string;
  url: string;
  /** HTML-escaped text with the matched words in `<mark>`. */
  excerpt: string;
  locations: number[];
  weighted_locations: PagefindWordLocation[];
  anchor?: PagefindAnchor;
}

/** What `result.data()` of pagefind.js gives for a page, as far as the site reads it. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  content: string;
  raw_content?: string;
  meta: {title?: string};
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
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

/** A word as compared: lower case, without accents or punctuation. */
export function normalizedWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const sharedPrefix = (a: string, b: string): number => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
};

/**
 * Whether a word of the page stands for a searched term, as the index matched it: the term
 * begins the word ("mac", "macOS"), or both share a stem of at least four letters that leaves at
 * most three letters of the shorter ("captured", "capture"; "compresion", "compression").
 */
export function standsFor(term: string, word: string): boolean {
  if (term.length === 0 || word.length === 0) return false;
  if (word.startsWith(term)) return true;
  const shared = sharedPrefix(term, word);
  return shared >= shortestTypoPrefix && shared >= Math.min(term.length, word.length) - 3;
}

/** The words of the page's text, numbered as the index numbers its locations. */
function wordsOfContent(content: string): string[] {
  // Pagefind splits text it segmented itself at zero-width spaces, any other at white space.
  return content.includes('\u200B') ? content.split('\u200B') : content.split(/[\r\n\s]+/g);
}

/**
 * The address of a part: a home section's heading stands for its section, whose id is the
 * address the site links to (`/#requirements`, not `/#requirements-title`).
 */
function addressOf(sub: PagefindSubResult, sections: ReadonlySet<string>): string {
  const anchor = sub.anchor;
  if (!anchor || !/^h[1-6]$/i.test(anchor.element)) return sub.url;
  const section = sectionOfHeading(anchor.id);
  if (!section || !sections.has(section)) return sub.url;
  return `${sub.url.replace(/#.*$/, '')}#${section}`;
}

interface RankedPlace {
  place: Place;
  /** The searched terms the part holds, by their index. */
  covered: Set<number>;
  score: number;
}

/**
 * The places of one page for the searched terms, best first: none unless the page holds every
 * term (the index leaves out a word it has never seen, instead of finding nothing). A part that
 * holds every term counts; when none does (the page holds them all, spread over its parts), the
 * part that holds the most. The page itself comes first when its title holds every term, as a
 * search for a page's title is for the page.
 */
export function placesOf(data: PagefindResultData, searched: readonly string[]): Place[] {
  const terms = [...new Set(searched.map(normalizedWord).filter((term) => term.length > 0))];
  const words = wordsOfContent(data.raw_content ?? data.content).map(normalizedWord);
  const sections = new Set(
    data.anchors.filter((anchor) => anchor.element === 'section').map((anchor) => anchor.id),
  );
  const pageTitle = data.meta.title ?? data.url;
  const titleWords = pageTitle.split(/\s+/).map(normalizedWord);
  const inTitle = terms.map((term) => titleWords.some((word) => standsFor(term, word)));
  const ranked: RankedPlace[] = data.sub_results.map((sub) => {
    const covered = new Set<number>();
    for (const location of sub.locations) {
      const word = words[location] ?? '';
      // Each location is a match of some term: the one it shares the most letters with.
      let best = -1;
      let shared = 0;
      terms.forEach((term, index) => {
        const length = sharedPrefix(term, word);
        if (length > shared) [best, shared] = [index, length];
      });
      if (best >= 0) covered.add(best);
    }
    return {
      place: {
        url: addressOf(sub, sections),
        title: sub.title,
        page: sub.anchor ? pageTitle : null,
        excerpt: sub.excerpt,
      },
      covered,
      score: sub.weighted_locations.reduce((sum, word) => sum + word.balanced_score, 0),
    };
  });
  const onPage = terms.filter(
    (_, index) => inTitle[index] || ranked.some(({covered}) => covered.has(index)),
  );
  if (onPage.length < terms.length) return [];
  const whole = ranked.filter(({covered}) => covered.size === terms.length);
  const most = [...ranked]
    .sort((a, b) => b.covered.size - a.covered.size || b.score - a.score)
    .slice(0, 1);
  const chosen = (whole.length > 0 ? whole : most).sort((a, b) => b.score - a.score);
  const page: Place = {url: data.url, title: pageTitle, page: null, excerpt: data.excerpt};
  return [
    ...(inTitle.every(Boolean) || chosen.length === 0 ? [page] : []),
    ...chosen.map(({place}) => place),
  ];
}

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};

/** Decodes the character references Pagefind's excerpts escape text with. */
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
