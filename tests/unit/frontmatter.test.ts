import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const docsDir = join(__dirname, '..', '..', 'docs');

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

describe('front matter of every doc', () => {
  it('finds the four articles and the support page', () => {
    expect(docs.map((doc) => doc.data.slug).sort()).toEqual([
      '/automatic-knowledge-capture',
      '/context-aware-ai-enhancement',
      '/personal-intelligence-hub',
      '/support',
      '/workflow-intelligence',
    ]);
  });

  it.each(docs)('$file has a title, a description and its social card', ({data}) => {
    expect(data.title?.length ?? 0).toBeGreaterThan(5);
    // Long enough to say something, short enough for a search result snippet.
    expect(data.description?.length ?? 0).toBeGreaterThanOrEqual(70);
    expect(data.description?.length ?? 0).toBeLessThanOrEqual(200);
    expect(data.image).toBe(`/img/social/${(data.slug ?? '').replace(/^\//, '')}.png`);
  });
});
