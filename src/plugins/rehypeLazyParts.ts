import type {MdxElement as Element, MdxNode as Node, MdxRoot as Root} from './hast';

/**
 * Splits an article into parts laid out lazily while the page starts (`data-lazy-part`,
 * src/css/custom.css): each top-level `h2` with what follows; the introduction, imports and
 * exports stay at the top. A part has the class `markdown`, so the theme's spacing holds in it.
 */
export default function rehypeLazyParts() {
  return (tree: Root): void => {
    const first = tree.children.findIndex(isPartStart);
    if (first < 0 || textLength(tree) < minTextLength) return;
    const kept: Node[] = tree.children.slice(0, first);
    let part: Element | undefined;
    for (const node of tree.children.slice(first)) {
      if (node.type === 'doctype' || node.type === 'mdxjsEsm') {
        kept.push(node);
        continue;
      }
      if (isPartStart(node) || !part) {
        part = {
          type: 'element',
          tagName: 'div',
          properties: {className: ['markdown'], dataLazyPart: ''},
          children: [],
        };
        kept.push(part);
      }
      part.children.push(node);
    }
    tree.children = kept;
  };
}

/**
 * About three phone screens: the browser lays out what is within one and a half screens anyway,
 * and a shorter page split into parts would see its end move on a tall screen.
 */
const minTextLength = 3000;

function textLength(node: Node): number {
  if (node.type === 'text') return node.value?.length ?? 0;
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

function isPartStart(node: Node): boolean {
  return node.type === 'element' && (node as Element).tagName === 'h2';
}
