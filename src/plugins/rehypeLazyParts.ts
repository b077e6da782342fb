/** The parts of a hast tree this step reads. */
interface Node {
  type: string;
  value?: string;
  children?: Node[];
}
interface Element extends Node {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: Node[];
}
interface Root extends Node {
  children: Node[];
}

/**
 * Splits an article into parts the page may lay out lazily while it starts (`data-lazy-part`,
 * src/css/custom.css): each top-level `h2` with everything after it up to the next one. What comes
 * before the first `h2` (the introduction, on the first screen) stays as it is, as do module
 * imports and exports, which must stay at the top level.
 *
 * A part carries the class `markdown`, so that the theme's spacing rules for the article's direct
 * children (`.markdown > h2`, `.markdown > p`, the last child's margin) hold inside it too; a
 * part's first heading's top margin stands for the one the previous block's bottom margin would
 * have collapsed with, which is never larger.
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
 * Text shorter than this (about three phone screens) is laid out at once anyway: the browser lays
 * out what is within one and a half screens of the screen. Split, a short page's end would move
 * on a tall screen as its parts were laid out.
 */
const minTextLength = 3000;

function textLength(node: Node): number {
  if (node.type === 'text') return node.value?.length ?? 0;
  return (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);
}

function isPartStart(node: Node): boolean {
  return node.type === 'element' && (node as Element).tagName === 'h2';
}
