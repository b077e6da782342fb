/** @jest-environment node */
import rehypePartKeywords from '../../src/plugins/rehypePartKeywords';
import {relatedTerms} from '../../src/plugins/relatedWords';
import {indexFiles, relatedPieces} from '../../src/plugins/searchIndex';
import {type PlaceSource} from '../../src/plugins/searchPlaces';
import {confidence, placePriors} from '../../src/search/confidence';
import {
  pieceFor,
  pieceOf,
  termOf,
  type LearnedPiece,
  type SearchIndex,
} from '../../src/search/words';

// The phrasings of every part named in front matter, in the index as that part's: build.spec.ts.
test('a doc’s phrasings for a part fail the build, naming the doc, when no heading has that id or they are not a list', () => {
  const step = rehypePartKeywords();
  type Tree = Parameters<typeof step>[0];
  const run = (partKeywords: unknown) => {
    const heading = {type: 'element', tagName: 'h2', properties: {id: 'reach'}, children: []};
    const tree = {type: 'root', children: [heading]} as Tree;
    step(tree, {path: 'docs/support.mdx', data: {frontMatter: {partKeywords}}});
  };
  expect(() => run({reach: ['email']})).not.toThrow();
  expect(() => run({gone: ['email']})).toThrow(/docs\/support\.mdx.*"gone"/);
  expect(() => run({reach: 'email'})).toThrow(/docs\/support\.mdx.*"reach"/);
  expect(() => run(['email'])).toThrow(/docs\/support\.mdx/);
});

test('the index names its pieces by their content, so that a new build never mixes with an older one', () => {
  const version = (...places: PlaceSource[]) => {
    const files = indexFiles([{url: '/', label: 'Home', places}], () => new Map());
    return (files.get('index.json') as SearchIndex).version;
  };
  const sync = {anchor: '#sync', title: 'Sync', question: false, keywords: [], blocks: []};
  expect(version(sync)).not.toBe(version());
});

test('each place carries what its earlier questions were, found by its address under the base URL; a new place the overall share', () => {
  const [address, prior] = Object.entries(placePriors)[0]!;
  const [path = '/', anchor = ''] = address.split('#');
  const place = (id: string): PlaceSource => ({
    anchor: id === '' ? '' : `#${id}`,
    title: 'A place',
    question: false,
    keywords: [],
    blocks: ['Some text.'],
  });
  const pages = [{url: `/base${path}`, label: 'A page', places: [place(anchor), place('zq-new')]}];
  const index = indexFiles(pages, () => new Map(), '/base/').get('index.json') as SearchIndex;
  expect(index.placeUnanswered).toEqual([prior, confidence.placeDefault]);
});

test.each(['asked', 'answered'] as const)(
  'what visitors %s is found by each place’s address under the base URL and fetched by the word; a new place has none',
  (kind) => {
    const place = (anchor: string): PlaceSource => ({
      anchor,
      title: 'A place',
      question: false,
      keywords: [],
      blocks: ['Some text.'],
    });
    const pages = [{url: '/base/sync', label: 'Sync', places: [place(''), place('#devices')]}];
    const table = {'/sync#devices': {comput: 1.5, sync: -0.5}, '/sync#gone': {comput: 2}};
    const learned = {asked: {}, answered: {}, [kind]: table};
    const files = indexFiles(pages, () => new Map(), '/base/', learned);
    const index = files.get('index.json') as SearchIndex;
    const piece = (term: string) =>
      files.get(`${index.version}/${kind}/${pieceOf(term)}.json`) as LearnedPiece | undefined;
    expect(index[`${kind}Pieces`]).toEqual([pieceOf('comput'), pieceOf('sync')].sort());
    expect(piece('comput')?.['comput']).toEqual([[1, 1.5]]);
    expect(piece('sync')?.['sync']).toEqual([[1, -0.5]]);
  },
);

test('related words come in pieces that stay small: a large group is split by one more letter, and each word is found again', () => {
  const words = ['co', 'cost', 'costly', 'cover', 'count', 'country', 'computer', 'compute', 'cat'];
  const related = new Map(words.map((word) => [word, [['price', 0.8]] as [string, number][]]));
  const pieces = relatedPieces(related, 60);
  // Each piece holds at most the limit, or one word, or words alike to the longest name.
  for (const [name, piece] of pieces) {
    const size = JSON.stringify(piece).length;
    expect(size <= 60 || Object.keys(piece).length === 1 || name.length === 8).toBe(true);
  }
  expect(pieces.size).toBeGreaterThan(2);
  const names = [...pieces.keys()];
  for (const word of words) expect(pieces.get(pieceFor(word, names)!)?.[word]).toBeDefined();
  // Without a limit to pass, one piece per first two letters.
  expect([...relatedPieces(related).keys()]).toEqual(['ca', 'co']);
});

test('words related by WordNet relate a visitor’s word to the site’s terms it means, the closest first, never a term to itself', () => {
  const site = new Set(['computer', 'price', 'delete', 'phone', 'join'].map(termOf));
  const related = relatedTerms(site);
  const of = (words: string) =>
    related.get(words.split(' ').map(termOf).join('_'))?.map(([term]) => term) ?? [];
  expect(of('laptop')).toContain(termOf('computer'));
  expect(of('cost')).toContain(termOf('price'));
  expect(of('erase')).toContain(termOf('delete'));
  expect(of('cellphone')).toContain(termOf('phone'));
  expect(of('sign up')).toContain(termOf('join'));
  expect(of('price')).not.toContain(termOf('price'));
  for (const terms of related.values()) {
    const closeness = terms.map(([, close]) => close);
    expect(closeness).toEqual([...closeness].sort((a, b) => b - a));
  }
}, 60_000);
