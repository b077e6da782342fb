/** @jest-environment node */
import {indexFiles} from '../../plugins/searchIndex';
import {indexReader, searchSite} from '../engine';
import {pieceOf, termOf, wordsOf, type SearchIndex} from '../words';
import {syncAnswer} from './syncAnswer';

// What visitors' questions taught, for some of the query's words.
const learned = {
  asked: {'/#faq-sync': {offlin: 1}},
  answered: {'/#faq-sync': {sync: 1, comput: 1}},
};
const files = indexFiles(
  syncAnswer('Sync is optional, and search works offline.'),
  () => new Map(),
  '/',
  learned,
);
const index = files.get('index.json') as SearchIndex;

test('a query’s words have their pieces fetched together, not each after the one before', async () => {
  const requested: string[] = [];
  const waiting: (() => void)[] = [];
  // A slow connection: each file arrives only when let through.
  const read = (path: string) => {
    requested.push(path);
    return new Promise((resolve) => waiting.push(() => resolve(files.get(path))));
  };
  const query = 'sync computers offline';
  const found = searchSite(query, {reader: indexReader(read), limit: 8});
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  await settle();
  expect(requested).toEqual(['index.json']);
  waiting.shift()!();
  await settle();
  const pieces = new Set(wordsOf(query).map((word) => pieceOf(termOf(word))));
  expect(pieces.size).toBeGreaterThan(1);
  // Every word's pieces are asked for before the first arrives: its terms and what was learned.
  const listed = {terms: index.pieces, asked: index.askedPieces, answered: index.answeredPieces};
  const expected = Object.entries(listed).flatMap(([kind, names]) =>
    [...pieces]
      .filter((piece) => names?.includes(piece))
      .map((piece) => `${index.version}/${kind}/${piece}.json`),
  );
  expect(expected.filter((path) => !path.includes('/terms/')).length).toBeGreaterThan(1);
  expect(new Set(requested.slice(1))).toEqual(new Set(expected));
  while (waiting.length > 0) {
    waiting.splice(0).forEach((release) => release());
    await settle();
  }
  expect((await found).places[0]?.url).toBe('/#faq-sync');
});
