import {normalizedWord, termOf} from './words';

/** A piece of an excerpt: text as the page shows it, marked when it is a word the query matched. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** A place a search result leads to. */
export interface Place {
  /** The page's address, with the part's `#anchor` when it is a part. */
  url: string;
  /** The part's title (its heading, an FAQ question), or the page's. */
  title: string;
  /** What the part is on: its page's title ("Home" for the home page); null for a page. */
  page: string | null;
  /** Text of the place around the words matched, which are marked. */
  excerpt: ExcerptPart[];
}

/** How many words an excerpt shows at most. */
export const excerptWords = 24;

/** A block's sentences: each ends at a full stop, question or exclamation mark, or a colon. */
const sentencesOf = (block: string): string[] => block.split(/(?<=[.!?:;])\s+(?=\S)/);

/** Whether a word as written is one of the terms matched (the punctuation around it aside). */
const isMatched = (word: string, matched: ReadonlySet<string>): boolean => {
  const normal = normalizedWord(word.replace(/['’]s$/i, ''));
  return normal !== '' && matched.has(termOf(normal));
};

/**
 * The excerpt of a place: up to `excerptWords` words from the sentence holding the most matched
 * words (else the first), each matched word marked without its punctuation.
 */
export function excerptOf(blocks: readonly string[], matched: ReadonlySet<string>): ExcerptPart[] {
  let best: {block: number; sentence: number; count: number} = {block: 0, sentence: 0, count: 0};
  blocks.forEach((block, b) => {
    sentencesOf(block).forEach((sentence, s) => {
      const count = sentence.split(/\s+/).filter((word) => isMatched(word, matched)).length;
      if (count > best.count) best = {block: b, sentence: s, count};
    });
  });
  const sentences = sentencesOf(blocks[best.block] ?? '').slice(best.sentence);
  const words = sentences.join(' ').split(/\s+/).filter(Boolean);
  const shown = words.slice(0, excerptWords);
  const parts: ExcerptPart[] = [];
  const push = (text: string, marked: boolean): void => {
    const last = parts[parts.length - 1];
    if (last && last.marked === marked && !marked) last.text += text;
    else parts.push({text, marked});
  };
  shown.forEach((word, index) => {
    if (index > 0) push(' ', false);
    if (!isMatched(word, matched)) {
      push(word, false);
      return;
    }
    const [, before = '', core = '', after = ''] =
      /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(word) ?? [];
    if (before) push(before, false);
    push(core, true);
    if (after) push(after, false);
  });
  if (words.length > shown.length) push(' …', false);
  return parts;
}
