/** @jest-environment node */
import {indexFiles} from '../../plugins/searchIndex';
import type {PageSource} from '../../plugins/searchPlaces';
import {indexReader, searchSite} from '../engine';

// A model that weighs only what the best place's earlier questions were: most of those that
// landed on the price answer were ones the site does not answer, few of those elsewhere.
// The index takes each place's prior from `placePriors` by its address, as the build does.
jest.mock('../confidence', () => ({
  confidence: {bias: 0, weights: {placeUnanswered: -1}, threshold: 0.5, placeDefault: -2},
  placePriors: {'/#faq-price': 2},
}));

const faqItem = (anchor: string, title: string, answer: string) => ({
  anchor,
  title,
  question: true,
  keywords: [],
  blocks: [answer],
});
const pages: PageSource[] = [
  {
    url: '/',
    label: 'Home',
    places: [
      faqItem('#faq-price', 'What will it cost after the beta?', 'The beta is free.'),
      faqItem('#faq-phones', 'Is there a version for phones?', 'No: it is a desktop browser.'),
    ],
  },
];
const files = indexFiles(pages, () => new Map());
const search = (query: string) =>
  searchSite(query, {reader: indexReader(async (path) => files.get(path)), limit: 8});

test('a place whose earlier questions were mostly unanswered is a confident answer only on more evidence', async () => {
  const price = await search('cost');
  expect(price.places[0]?.url).toBe('/#faq-price');
  expect(price.confident).toBe(false);
  const phones = await search('phones');
  expect(phones.places[0]?.url).toBe('/#faq-phones');
  expect(phones.confident).toBe(true);
});
