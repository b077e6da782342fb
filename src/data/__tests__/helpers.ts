import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const root = join(__dirname, '..', '..', '..');

/** The site's routes: the home page plus every doc's slug (docs are served at the site root). */
export function knownRoutes(): Set<string> {
  const docs = join(root, 'docs');
  const slugs = readdirSync(docs)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => /^slug:\s*(\S+)\s*$/m.exec(readFileSync(join(docs, file), 'utf8'))?.[1]);
  return new Set(['/', ...slugs.filter((slug): slug is string => Boolean(slug))]);
}

/** An internal link: its path is a route and its anchor, if any, is declared in that page's doc. */
export function expectInternalLink(to: string): void {
  const [path = '', anchor] = to.split('#');
  expect(knownRoutes()).toContain(path);
  if (anchor === undefined) return;
  const docs = join(root, 'docs');
  const page = readdirSync(docs)
    .map((file) => readFileSync(join(docs, file), 'utf8'))
    .find((text) => new RegExp(`^slug:\\s*${path}\\s*$`, 'm').test(text));
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
