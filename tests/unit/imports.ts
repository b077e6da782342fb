import {readdirSync, readFileSync} from 'node:fs';
import {extname, join, relative} from 'node:path';

export const root = join(__dirname, '..', '..');

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
 * The project's source files, relative to the root: code under `dirs` and at the top level (the
 * config files), and the articles' MDX, which imports components.
 */
export function sourceFiles(dirs: readonly string[]): string[] {
  const files: string[] = [];
  for (const dir of dirs) {
    const articles = dir === 'docs' || dir === 'versioned_docs';
    files.push(...walk(join(root, dir), articles ? mdxExtensions : codeExtensions));
  }
  for (const entry of readdirSync(root, {withFileTypes: true})) {
    if (entry.isFile() && codeExtensions.has(extname(entry.name)))
      files.push(join(root, entry.name));
  }
  return files.map((file) => relative(root, file));
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
