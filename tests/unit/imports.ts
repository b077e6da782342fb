import {readdirSync, readFileSync} from 'node:fs';
import {extname, join, sep} from 'node:path';

export const root = join(__dirname, '..', '..');

export const read = (...path: string[]) => readFileSync(join(...path), 'utf8');

/** Generated, installed or ignored folders: not the project's own source. */
const ignoredDirs = new Set(
  'node_modules build .docusaurus .git test-results playwright-report coverage .bench'.split(' '),
);
const codeExtensions = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const mdxExtensions = new Set(['.md', '.mdx']);

/**
 * The project's source files, relative to the root: code under `dirs` and at the top level (the
 * config files), and the articles' MDX, which imports components.
 */
export function sourceFiles(dirs: readonly string[]): string[] {
  const under = dirs.flatMap((dir) => {
    const articles = dir === 'docs' || dir === 'versioned_docs';
    return readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})
      .map((file) => join(dir, file))
      .filter((file) => (articles ? mdxExtensions : codeExtensions).has(extname(file)))
      .filter((file) => !file.split(sep).some((part) => ignoredDirs.has(part)));
  });
  const top = readdirSync(root, {withFileTypes: true}).flatMap((entry) =>
    entry.isFile() ? [entry.name] : [],
  );
  return [...under, ...top.filter((file) => codeExtensions.has(extname(file)))];
}

/**
 * The modules a file names in imports (static, dynamic after a comment such as webpack's),
 * re-exports, `require`, `require.resolve` and `jest.mock`. A module is named literally, after
 * `from ` as the formatter writes it: a string ending in "from" is no import.
 */
const importPattern =
  /(?:\bfrom\s+|\bimport\s*(?:\(\s*(?:\/\*[\s\S]*?\*\/\s*)*)?|\brequire(?:\.resolve)?\s*\(\s*|\bjest\.mock\s*\(\s*)(['"])([^'"\n]+)\1/g;

export function importsOf(file: string): string[] {
  return [...read(root, file).matchAll(importPattern)].map((match) => match[2] as string);
}
