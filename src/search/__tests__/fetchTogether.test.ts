/** @jest-environment node */
import {indexFiles} from '../../plugins/searchIndex';
import {indexReader, searchSite} from '../engine';
import {pieceOf, termOf, wordsOf, type SearchIndex} from '../words';
import {syncAnswer} from './syncAnswer';

const files = indexFiles(
  syncAnswer('Sync is optional, and search works offline.'),
  () => new Map(),
);
const {version} = files.get('index.json') as SearchIndex;

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
  // Every word's piece is asked for before the first arrives.
  expect(new Set(requested.slice(1))).toEqual(
    new Set([...pieces].map((piece) => `${version}/terms/${piece}.json`)),
  );
  while (waiting.length > 0) {
    waiting.splice(0).forEach((release) => release());
    await settle();
  }
  expect((await found).places[0]?.url).toBe('/#faq-sync');
});
