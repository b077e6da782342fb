import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const docsDir = join(__dirname, '..', '..', 'docs');
const staticDir = join(__dirname, '..', '..', 'static');

/** Reads the `key: value` lines of a front matter block; enough for the flat keys docs use. */
function frontMatterOf(source: string): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match?.[1]) return {};
  const entries = match[1]
    .split('\n')
    .map((line) => /^([A-Za-z_]+):\s*(.*)$/.exec(line))
    .filter((found): found is RegExpExecArray => found !== null)
    .map(([, key, value]) => [key ?? '', (value ?? '').replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

const docs = readdirSync(docsDir)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => ({file, data: frontMatterOf(readFileSync(join(docsDir, file), 'utf8'))}));

const specSlugs = [
  '/automatic-knowledge-capture',
  '/context-aware-ai-enhancement',
  '/personal-intelligence-hub',
  '/support',
  '/workflow-intelligence',
];

describe('front matter of every doc', () => {
  it('includes the four articles and the support page', () => {
    expect(docs.map((doc) => doc.data.slug)).toEqual(expect.arrayContaining(specSlugs));
  });

  it.each(docs)('$file has a title, a description and a social card that exists', ({data}) => {
    expect(data.title?.length ?? 0).toBeGreaterThan(5);
    // Long enough to say something, short enough for a search result snippet.
    expect(data.description?.length ?? 0).toBeGreaterThanOrEqual(70);
    expect(data.description?.length ?? 0).toBeLessThanOrEqual(200);
    // The site's own pages each have their card; a writer's new article may fall back to the
    // card named after its file, then to the site's card.
    if (specSlugs.includes(data.slug ?? '')) expect(data.image).toBeDefined();
    if (data.image) expect(existsSync(join(staticDir, data.image))).toBe(true);
  });
});
