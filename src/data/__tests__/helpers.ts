import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** The checkout. */
export const root = join(__dirname, '..', '..', '..');

const docsDir = join(root, 'docs');
const docFiles = () => readdirSync(docsDir).filter((file) => /\.mdx?$/.test(file));

/**
 * The site's routes: the home page plus one per doc, named after its file (docs are served at the
 * site root, and the build rejects a `slug` that differs from the file name).
 */
export function knownRoutes(): Set<string> {
  return new Set(['/', ...docFiles().map((file) => `/${file.replace(/\.mdx?$/, '')}`)]);
}

/** An internal link: its path is a route and its anchor, if any, is declared in that page's doc. */
export function expectInternalLink(to: string): void {
  const [path = '', anchor] = to.split('#');
  expect(knownRoutes()).toContain(path);
  if (anchor === undefined) return;
  const file = docFiles().find((name) => `/${name.replace(/\.mdx?$/, '')}` === path);
  const page = file === undefined ? undefined : readFileSync(join(docsDir, file), 'utf8');
  expect(page).toMatch(new RegExp(`\\{(/\\* )?#${anchor}( \\*/)?\\}`));
}

/** A file under static/, as the site serves it at `/${path}`. */
export function staticFile(path: string): string {
  return join(root, 'static', path);
}

export function expectUnique(values: readonly string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

/** Copy that is present, trimmed, and short enough for its slot. */
export function expectCopy(text: string, max: number, min = 2): void {
  expect(text).toBe(text.trim());
  expect(text.length).toBeGreaterThanOrEqual(min);
  expect(text.length).toBeLessThanOrEqual(max);
  expect(text).not.toMatch(/\s{2,}|lorem ipsum|\btodo\b|will be populated/i);
}
