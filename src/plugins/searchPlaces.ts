/**
 * The places of a built page the site search can lead to, read from its HTML as served: the page
 * and each part with an address of its own (a heading with an id, an FAQ answer), each with its
 * title, its text as blocks (an excerpt starts at one, never runs two together) and its phrasings.
 */
import {sectionOfHeading} from '../components/Section/headingId';
import {attribute, elements, find, matches, metaContent, parseHtml, textOf} from './hast';
import type {Element} from './hast';

/** A place as the index builds it. */
export interface PlaceSource {
  /** The `#anchor` of a part, "" for the page itself. */
  anchor: string;
  title: string;
  /** Whether the title is a question visitors ask, answered by the place (an FAQ item). */
  question: boolean;
  keywords: string[];
  blocks: string[];
}

export interface PageSource {
  url: string;
  /** What a result says the place is on: the page's title, "Home" for the home page. */
  label: string;
  places: PlaceSource[];
}

/**
 * Not the page's own text, in its search and its Markdown copy, as simple selectors (a tag, a
 * class or part of one, an attribute with its value): fallbacks, screen-reader duplicates, the
 * home page's demo (a moment of an animation), heading anchors, the page's own tools.
 */
export const notPageText = [
  'noscript',
  '.visually-hidden',
  '[class*="srOnly"]',
  '[data-playing]',
  '.hash-link',
  '[data-not-content]',
];

/** What the search also leaves out: pictures drawn in HTML, captions, what a page marks. */
export const notSearchedSelectors = [
  ...notPageText,
  '[role="img"]',
  'figcaption',
  '[data-pagefind-ignore]',
];

/** The attribute an FAQ answer or a part carries with the phrasings visitors use for it. */
export const keywordsAttribute = 'data-search-keywords';

/** Elements that start and end a block of text. */
const blockTags = new Set(
  'address article aside blockquote dd details dialog div dl dt fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul br'.split(
    ' ',
  ),
);

/** Elements inside a word's run of text: `<strong>un</strong>likely` is one word. */
const inlineTags = new Set(
  'abbr b bdi bdo cite code data dfn em i kbd mark q s samp small strong sub sup time u var wbr'.split(
    ' ',
  ),
);

/** Link arrows and other signs that are decoration, not words. */
const decoration = /[←→↑↓↗↘»«›‹▸▾]/g;

const tidy = (text: string): string =>
  text
    .replace(decoration, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .trim();

/** The keywords of a `<meta name="keywords">` or an attribute: comma-separated phrasings. */
const phrasings = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean);

/** The class the theme gives the element holding a doc's title and text (ThemeClassNames). */
export const docMarkdownClass = 'theme-doc-markdown';

/**
 * The places of a built page, from `data-pagefind-body` or a doc's text on; null when it has none
 * (it is not searched). `homeUrl` is the address labelled "Home".
 */
export function placesOfPage(url: string, html: string, homeUrl: string): PageSource | null {
  const tree = parseHtml(html);
  const body = find(
    tree,
    (element) =>
      attribute(element, 'data-pagefind-body') !== undefined ||
      matches(element, `.${docMarkdownClass}`),
  );
  if (!body) return null;
  const h1 = find(tree, (element) => element.tagName === 'h1');
  // The home page's h1 is the product's tagline; a visitor knows the page as "Home".
  const pageTitle = url === homeUrl ? 'Home' : h1 ? tidy(textOf(h1)) : '';
  const sections = new Set(
    [...elements(body)]
      .filter((element) => element.tagName === 'section')
      .map((element) => attribute(element, 'id')),
  );

  const page: PlaceSource = {
    anchor: '',
    title: pageTitle,
    question: false,
    keywords: phrasings(metaContent(tree, 'keywords')),
    blocks: [],
  };
  const places: PlaceSource[] = [page];
  let place = page;
  let block = '';
  const flush = (): void => {
    const text = tidy(block);
    if (text !== '') place.blocks.push(text);
    block = '';
  };
  const start = (anchor: string, title: string, keywords: string[], question = false): void => {
    flush();
    place = {anchor, title: tidy(title), question, keywords, blocks: []};
    places.push(place);
  };

  const walk = (node: Element): void => {
    for (const child of node.children) {
      if (child.type === 'text') {
        block += child.value;
        continue;
      }
      if (child.type !== 'element') continue;
      if (notSearchedSelectors.some((selector) => matches(child, selector))) continue;
      const id = attribute(child, 'id');
      const heading = /^h[1-6]$/.test(child.tagName);
      const resultTitle = attribute(child, 'data-pagefind-title');
      // A page's own title (a doc's h1 without an id) is the page place's title.
      if (heading && !id && child.tagName === 'h1') continue;
      if (heading && id) {
        const section = sectionOfHeading(id);
        if (section !== null && place.anchor === `#${section}` && place.title === '') {
          // The heading of the section this place already is.
          flush();
          place.title = tidy(textOf(child));
          continue;
        }
        start(
          `#${section && sections.has(section) ? section : id}`,
          textOf(child),
          phrasings(attribute(child, keywordsAttribute)),
        );
        continue;
      }
      if (id && resultTitle !== undefined) {
        // A part that is an element of its own (an FAQ answer) ends with it.
        const around = place;
        start(`#${id}`, resultTitle, phrasings(attribute(child, keywordsAttribute)), true);
        walk(child);
        flush();
        place = around;
        continue;
      }
      if (child.tagName === 'section' && id && sections.has(id)) {
        // A home section is a place from its start: what stands above its heading is its own.
        start(`#${id}`, '', phrasings(attribute(child, keywordsAttribute)));
      }
      const isBlock = blockTags.has(child.tagName);
      if (isBlock) flush();
      // Text in a run of its own (a link, a button, a label) is a word apart from its neighbours.
      else if (!inlineTags.has(child.tagName)) block += ' ';
      walk(child);
      if (isBlock) flush();
      else if (!inlineTags.has(child.tagName)) block += ' ';
    }
  };
  walk(body);
  flush();
  return {
    url,
    label: pageTitle,
    places: places.filter((p) => p.title !== '' && (p.anchor === '' || p.blocks.length > 0)),
  };
}
