/** @jest-environment node */
import {indexFiles} from '../../plugins/searchIndex';
import type {PlaceSource} from '../../plugins/searchPlaces';
import {indexReader, searchSite} from '../engine';

// A model that weighs only what visitors' questions taught: a place they were answered at for
// the query's words is confident, one they were not is not, and a new place is taken as the mean.
jest.mock('../confidence', () => ({
  confidence: {
    bias: -1,
    weights: {answered: 1},
    threshold: 0.5,
    placeDefault: 0,
    answeredDefault: 2,
  },
  placePriors: {},
}));

const place = (anchor: string, title: string, text: string): PlaceSource => ({
  anchor,
  title,
  question: title.endsWith('?'),
  keywords: [],
  blocks: [text],
});
/** Two places that speak of the beta: one holds more of the words below than the other. */
const pages = [
  {
    url: '/',
    label: 'Home',
    places: [
      place('#beta-news', 'Beta news', 'The beta adds a card view.'),
      place('#faq-price', 'Is the beta free?', 'Yes, while it lasts.'),
    ],
  },
];

const searchWith = (answered: Record<string, Record<string, number>>) => {
  const files = indexFiles(pages, () => new Map(), '/', {asked: {}, answered});
  const reader = indexReader(async (path) => files.get(path));
  return async (query: string) => {
    const {places, confident} = await searchSite(query, {reader, limit: 8});
    return {url: places[0]?.url, confident};
  };
};

test('a place where earlier visitors asking in a question’s words found their answer comes first; other questions rank as their words say', async () => {
  const query = 'will my card get charged after the beta';
  expect((await searchWith({})(query)).url).toBe('/#beta-news');
  // Visitors who wrote "charged" and "card" were answered by the price.
  const learned = searchWith({'/#faq-price': {charg: 3, card: 1}});
  expect((await learned(query)).url).toBe('/#faq-price');
  expect((await learned('beta card view')).url).toBe('/#beta-news');
});

test('a place visitors were answered at is confident for their words, not for others; a place nothing was learned of is as confident as the mean', async () => {
  const learned = searchWith({'/#faq-price': {charg: 3}});
  expect(await learned('is the beta charged')).toEqual({url: '/#faq-price', confident: true});
  expect(await learned('is the beta free for my team')).toEqual({
    url: '/#faq-price',
    confident: false,
  });
  // No question was answered at the news: it is a new place, neither way.
  expect(await learned('beta card view')).toEqual({url: '/#beta-news', confident: true});
});

test('a query that is a place’s title finds that place first and is answered by it, whatever earlier visitors found elsewhere in its words', async () => {
  // Visitors found the price by the beta's news, and the news only by its card view.
  const learned = searchWith({'/#faq-price': {beta: 6, new: 6}, '/#beta-news': {view: 1}});
  expect((await learned('any news on the beta yet')).url).toBe('/#faq-price');
  expect(await learned('Beta news')).toEqual({url: '/#beta-news', confident: true});
});
