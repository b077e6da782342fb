/** @jest-environment node */
import {indexFiles} from '../../plugins/searchIndex';
import type {PageSource} from '../../plugins/searchPlaces';
import {indexReader, searchSite} from '../engine';
import {syncAnswer} from './syncAnswer';

// A model that weighs only what visitors asked: a question asking for a word the best place does
// not hold, where earlier such questions on that place were mostly unanswered, is not confident.
jest.mock('../confidence', () => ({
  confidence: {bias: 1, weights: {askedUnanswered: -1}, threshold: 0.5, placeDefault: 0},
  placePriors: {},
}));

// Most questions that landed on the sync answer asking how many devices were unanswered.
const asked = {'/#faq-sync': {devic: 2}};
const searchIn = (pages: PageSource[]) => {
  const files = indexFiles(pages, () => new Map(), '/', {asked, answered: {}});
  const reader = indexReader(async (path) => files.get(path));
  return (query: string) => searchSite(query, {reader, limit: 8});
};

test('a word earlier visitors asked a place for in vain makes it a confident answer only on more evidence, until the place holds it', async () => {
  const search = searchIn(syncAnswer('Sync is optional and end-to-end encrypted.'));
  const devices = await search('how many devices can i sync');
  expect(devices.places[0]?.url).toBe('/#faq-sync');
  expect(devices.confident).toBe(false);
  const encrypted = await search('is sync encrypted');
  expect(encrypted.places[0]?.url).toBe('/#faq-sync');
  expect(encrypted.confident).toBe(true);
  // A writer answers it: the word is no longer evidence against the place.
  const answered = searchIn(syncAnswer('Sync is optional and works across up to three devices.'));
  expect((await answered('how many devices can i sync')).confident).toBe(true);
});
