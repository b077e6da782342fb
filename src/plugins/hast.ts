/** Reading built HTML as a hast tree, shared by the site search and the Markdown copies. */
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';

const parser = unified().use(rehypeParse);

export type Root = ReturnType<typeof parser.parse>;
type RootContent = Root['children'][number];
export type Element = Extract<RootContent, {type: 'element'}>;
export type ElementContent = Element['children'][number];

export function parseHtml(html: string): Root {
  return parser.parse(html);
}

export const classesOf = (element: Element): string[] => {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
};

/** The property hast names an attribute by: `dataSearchKeywords` for `data-search-keywords`. */
export const propertyName = (name: string): string =>
  name === 'class'
    ? 'className'
    : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** An attribute's value by its HTML name (`data-search-keywords`) or hast's (`dataSearchKeywords`). */
export const attribute = (element: Element, name: string): string | undefined => {
  const value = element.properties[propertyName(name)];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
};

/** Every element under a node, in document order, a template's content included. */
export function* elements(node: Root | Element): Generator<Element> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield child;
    yield* elements(child);
    if (child.tagName === 'template' && child.content) yield* elements(child.content);
  }
}

export const find = (node: Root | Element, test: (element: Element) => boolean): Element | null =>
  [...elements(node)].find(test) ?? null;

/** The content of a page's `<meta name="…">`; undefined without one. */
export function metaContent(tree: Root, name: string): string | undefined {
  const meta = find(tree, (el) => el.tagName === 'meta' && attribute(el, 'name') === name);
  return meta ? attribute(meta, 'content') : undefined;
}

/** Whether an element matches a simple selector: a tag, a class, an attribute (with a value). */
export function matches(element: Element, selector: string): boolean {
  if (selector.startsWith('.')) return classesOf(element).includes(selector.slice(1));
  const match = /^\[([\w-]+)(?:([*]?=)"([^"]*)")?\]$/.exec(selector);
  if (!match) return element.tagName === selector;
  const [, name = '', operator, expected = ''] = match;
  const value = attribute(element, name);
  if (value === undefined) return false;
  return (
    operator === undefined || (operator === '*=' ? value.includes(expected) : value === expected)
  );
}

export const textOf = (node: Root | RootContent): string =>
  node.type === 'text'
    ? node.value
    : 'children' in node
      ? node.children.map((child) => textOf(child)).join('')
      : '';

/** The hast of an MDX document as a rehype step of the docs plugin sees it. */
export interface MdxNode {
  type: string;
  value?: string;
  children?: MdxNode[];
}
export interface MdxElement extends MdxNode {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: MdxNode[];
}
export type MdxRoot = MdxNode & {children: MdxNode[]};
