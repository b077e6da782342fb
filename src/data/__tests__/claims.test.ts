import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {claims} from '../claims';
import {root} from '../../../tests/unit/imports';

/** Every file whose words reach a visitor as claims: the articles and the typed content. */
const contentFiles = (dir: string): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((path) => /\.(mdx?|tsx?)$/.test(path) && !path.split(sep).includes('__tests__'))
    .map((path) => join(dir, path));

const files = [...contentFiles(join(root, 'docs')), ...contentFiles(join(root, 'src', 'data'))].map(
  (path) => ({name: relative(root, path), text: readFileSync(path, 'utf8')}),
);

/** Wordings that said the same fact differently, each with the one form kept in `claims`. */
const variants: readonly [string, RegExp][] = [
  [`a figure glued to "ms" (write "${claims.overhead}")`, /\d+ms\b/],
  [`"milliseconds" (write "${claims.queryTime}")`, /\d+\s*milliseconds/],
  [`"< 50 ms" (write "${claims.overhead}")`, /<\s*\d+\s*ms/],
  [`"sub-100ms" (write "${claims.queryTime}")`, /sub-\d+\s*ms/i],
  [
    `"10–100x" or "10 to 100 times" (write "${claims.relevance}")`,
    /\d+\s*(?:–|-|to)\s*\d+\s*(?:x\b|times)/i,
  ],
  ['"e-mail" (write "email")', /e-mail/i],
  [`overhead "per request" (write "${claims.overheadWhen}")`, /added to each request|per request/i],
  [
    `"such as ChatGPT, Claude and Perplexity, and others" (write "${claims.aiTools}")`,
    /such as ChatGPT|Perplexity, and others|and other AI chat tools/,
  ],
];

describe('one voice for every claim', () => {
  it('holds each figure to its unit, so that no line break splits them', () => {
    // A number followed by a space and a unit or a dash, or a dash between numbers.
    const split = /\d[ \t](?:ms|s|min|GB|MB|%|×)(?!\w)|\d[–-]\d|(?:under|over) \d/;
    expect(Object.values(claims).filter((claim) => split.test(claim))).toEqual([]);
  });

  it.each(variants)('no page writes %s', (_label, pattern) => {
    const read = (name: string) => files.some((file) => file.name.startsWith(name));
    expect([read('docs/'), read('src/data/faq.ts')]).toEqual([true, true]);
    const found = files
      .filter((file) => pattern.test(file.text))
      .map((file) => `${file.name}: "${pattern.exec(file.text)?.[0]}"`);
    expect(found).toEqual([]);
  });

  it(`names the guarantee "${claims.guarantee}" everywhere`, () => {
    const names = files.flatMap((file) =>
      [...file.text.matchAll(/30[- ]day[\w ]*?guarantee/gi)].map((match) => match[0]),
    );
    expect(names.filter((name) => name !== claims.guarantee)).toEqual([]);
  });

  it('keeps each claimed figure in the claims module only: content files import it', () => {
    // As a writer would type it, with plain spaces and no word joiners.
    const figures = [claims.overhead, claims.queryTime, claims.relevance, claims.aiTools].map(
      (figure) => figure.replace(/\u00a0/g, ' ').replace(/\u2060/g, ''),
    );
    const copies = files
      .filter((file) => !file.name.endsWith('claims.ts'))
      .flatMap((file) =>
        figures.filter((figure) => file.text.includes(figure)).map((f) => `${file.name}: ${f}`),
      );
    // Front matter cannot import; a description may repeat the AI tools, worded the same.
    expect(
      copies.filter((copy) => !copy.startsWith('docs/') || !copy.endsWith(claims.aiTools)),
    ).toEqual([]);
  });
});
