import {propertyName, type MdxElement as Element, type MdxNode as Node} from './hast';
import {keywordsAttribute} from './searchPlaces';

/** The front matter field a doc gives its parts' phrasings in: heading id to phrasings. */
export const partKeywordsField = 'partKeywords';

const isHeading = (node: Node): node is Element =>
  node.type === 'element' && /^h[2-6]$/.test((node as Element).tagName);

function headings(node: Node, found: Map<string, Element> = new Map()): Map<string, Element> {
  for (const child of node.children ?? []) {
    if (isHeading(child) && typeof child.properties.id === 'string') {
      found.set(child.properties.id, child);
    }
    headings(child, found);
  }
  return found;
}

/**
 * A docs rehype step: the phrasings a doc's front matter gives a part by its heading's id
 * (`partKeywords: {other-ways-to-reach-us: [email]}`) become the heading's `data-search-keywords`,
 * which the search reads as an FAQ item's. An unknown id or no list of phrasings fails the build.
 */
export default function rehypePartKeywords() {
  return (tree: Node, file: {path?: string; data?: {frontMatter?: Record<string, unknown>}}) => {
    const given = file.data?.frontMatter?.[partKeywordsField];
    if (given === undefined) return;
    const where = `${file.path ?? 'a doc'}: front matter "${partKeywordsField}"`;
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
      throw new Error(`${where} maps heading ids to lists of phrasings`);
    }
    const byId = headings(tree);
    for (const [id, phrasings] of Object.entries(given)) {
      const heading = byId.get(id);
      if (!heading) throw new Error(`${where} names "${id}", which no heading of the doc has`);
      if (
        !Array.isArray(phrasings) ||
        phrasings.length === 0 ||
        !phrasings.every((phrase) => typeof phrase === 'string' && phrase.trim() !== '')
      ) {
        throw new Error(`${where} gives "${id}" no list of phrasings`);
      }
      heading.properties[propertyName(keywordsAttribute)] = (phrasings as string[])
        .map((phrase) => phrase.trim())
        .join(', ');
    }
  };
}
