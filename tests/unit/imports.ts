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

/** Source files (root-relative): code under `dirs`, top-level config files, and articles' MDX. */
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
 * Modules a file names in imports (static; dynamic after a comment like webpack's), re-exports,
 * `require`, `require.resolve`, `jest.mock`: literal, after `from ` (a string ending "from": none).
 */
const importPattern =
  /(?:\bfrom\s+|\bimport\s*(?:\(\s*(?:\/\*[\s\S]*?\*\/\s*)*)?|\brequire(?:\.resolve)?\s*\(\s*|\bjest\.mock\s*\(\s*)(['"])([^'"\n]+)\1/g;

export function importsOf(file: string): string[] {
  return [...read(root, file).matchAll(importPattern)].map((match) => match[2] as string);
}
