/** @jest-environment node */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

/**
 * Markdown headings render through src/components/AnchoredHeading (mapped in
 * src/theme/MDXComponents), which relies on these parts of the theme: each check names what to
 * revisit when an upgrade changes one.
 */
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const classic = join(packageDir('@docusaurus/theme-classic'), 'lib', 'theme');
// Its package.json is not exported: its entry point is lib/index.js.
const common = dirname(require.resolve('@docusaurus/theme-common'));
const read = (path: string) => readFileSync(path, 'utf8');

describe('the theme parts the site heading relies on', () => {
  it('the theme renders Markdown h2–h6 through the MDX components the site replaces', () => {
    const mdx = read(join(classic, 'MDXComponents', 'index.js'));
    const unmapped = [2, 3, 4, 5, 6].filter((level) => !new RegExp(`\\bh${level}:`).test(mdx));
    expect(unmapped).toEqual([]);
  });

  it('the table of contents finds headings by their `anchor` class, which the site heading keeps', () => {
    expect(read(join(common, 'hooks', 'useTOCHighlight.js'))).toMatch(/`h\$\{i\}\.anchor`/);
  });

  it('the theme styles `.hash-link` as a "#" shown on hover of its parent and on focus', () => {
    const css = read(join(classic, 'Heading', 'styles.module.css'));
    expect(css).toContain(':global(*:hover > .hash-link)');
    expect(css).toContain(':global(.hash-link:focus)');
    expect(css).toMatch(/:global\(\.hash-link::before\)\s*\{\s*content: '#'/);
  });
});
