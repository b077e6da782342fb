import {readdirSync, readFileSync} from 'node:fs';
import {extname, join, relative} from 'node:path';

/** The repository root. */
export const root = join(__dirname, '..', '..');

/** The text of the file at the joined `path`. */
export const read = (...path: string[]) => readFileSync(join(...path), 'utf8');

/** Generated, installed or ignored folders: not the project's own source. */
const ignoredDirs = new Set(
  'node_modules build .docusaurus .git test-results playwright-report coverage .bench'.split(' '),
);
const codeExtensions = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const mdxExtensions = new Set(['.md', '.mdx']);

function* walk(dir: string, extensions: Set<string>): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (ignoredDirs.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path, extensions);
    else if (extensions.has(extname(entry.name))) yield path;
  }
}

/**
 * Every source file of the project, as paths relative to the root: code under the given folders
 * and at the top level (the config files), and the articles' MDX, which imports components.
 */
export function sourceFiles(dirs: readonly string[]): string[] {
  const files: string[] = [];
  for (const dir of dirs) {
    const absolute = join(root, dir);
    const isArticles = dir === 'docs' || dir === 'versioned_docs';
    files.push(...walk(absolute, isArticles ? mdxExtensions : codeExtensions));
  }
  for (const entry of readdirSync(root, {withFileTypes: true})) {
    if (entry.isFile() && codeExtensions.has(extname(entry.name)))
      files.push(join(root, entry.name));
  }
  return files.map((file) => relative(root, file));
}

/**
 * The modules a file names in static and dynamic imports, re-exports, `require`,
 * `require.resolve` and `jest.mock` (a comment, such as webpack's, may precede the name in a
 * dynamic import). Template strings are not read: an import must name its module literally, and
 * `from` be followed by a space, as the formatter writes it, so that a string that ends in the
 * word ("where does that number come from") is not taken for an import.
 */
const importPattern =
  /(?:\bfrom\s+|\bimport\s*(?:\(\s*(?:\/\*[\s\S]*?\*\/\s*)*)?|\brequire(?:\.resolve)?\s*\(\s*|\bjest\.mock\s*\(\s*)(['"])([^'"\n]+)\1/g;

export function importsOf(file: string): string[] {
  return [...read(root, file).matchAll(importPattern)].map((match) => match[2] as string);
}
