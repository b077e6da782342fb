/** Reading built HTML as a hast tree, shared by the site search and the Markdown copies. */
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';

const parser = unified().use(rehypeParse);

export type Root = ReturnType<typeof parser.parse>;
export type RootContent = Root['children'][number];
export type Element = Extract<RootContent, {type: 'element'}>;
export type ElementContent = Element['children'][number];

export function parseHtml(html: string): Root {
  return parser.parse(html);
}

export const classesOf = (element: Element): string[] => {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
};

/** An attribute's value by its HTML name (`data-search-keywords`) or hast's (`dataSearchKeywords`). */
export const attribute = (element: Element, name: string): string | undefined => {
  const camel = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const value = element.properties[camel];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
};

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
export interface MdxRoot extends MdxNode {
  children: MdxNode[];
}
