import type {MdxNode as Node, MdxRoot as Root} from './hast';

/** A JSX element of MDX, as `<Name />` written in the text would be. */
const jsx = (name: string): Node =>
  ({type: 'mdxJsxFlowElement', name, attributes: [], children: []}) as Node;

/**
 * The docs plugin's last rehype step: each doc's content begins with `<DocTools />` (after its
 * module imports) and ends with `<DocEnd />` (src/components/DocParts), so the tools sit right
 * under the title and the end follows the text and its lazy parts.
 */
export default function rehypeDocParts() {
  return (tree: Root, file: {path?: string}): void => {
    // A partial (`_name.mdx`) is part of the doc that imports it, which has its own.
    if (/(^|[\\/])_[^\\/]*$/.test(file.path ?? '')) return;
    const imports = tree.children.findIndex((node) => node.type !== 'mdxjsEsm');
    const at = imports < 0 ? tree.children.length : imports;
    tree.children.splice(at, 0, jsx('DocTools'));
    tree.children.push(jsx('DocEnd'));
  };
}
