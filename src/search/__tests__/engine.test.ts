/** @jest-environment node */
import {indexFiles} from '../../plugins/searchIndex';
import type {PageSource, PlaceSource} from '../../plugins/searchPlaces';
import {indexReader, searchSite, type Answer} from '../engine';
import {excerptWords} from '../places';
import {termOf} from '../words';

/** A place of the small site below; one titled with a question is an FAQ item. */
const place = (
  anchor: string,
  title: string,
  blocks: string[],
  keywords: string[] = [],
): PlaceSource => ({anchor, title, question: title.endsWith('?'), keywords, blocks});
const page = (url: string, label: string, places: PlaceSource[]) => ({url, label, places});

/** A small site: the product's name on every place, each subject in one or two places. */
const pages: PageSource[] = [
  page('/', 'Home', [
    place('', 'Home', ['Acme Browser home.']),
    place('#hero', 'Acme Browser', ['Acme remembers what matters.']),
    place(
      '#faq-price',
      'Is it free? What will it cost?',
      ['The beta is free. Pricing for the stable release is not announced yet.'],
      ['subscription'],
    ),
    place(
      '#faq-phones',
      'Is there an Acme version for phones?',
      ['No. Acme is a desktop browser for your computer.'],
      ['iPhone', 'Android'],
    ),
  ]),
  page('/capture', 'Capture', [
    place('', 'Capture', ['Acme captures what you read, and keeps it.']),
    place('#modes', 'Compression modes', [
      'Acme keeps each page at the detail it deserves.',
      'Lossless keeps the full text. It suits contracts, where one word matters, and critical documents.',
      'Balanced keeps the key facts.',
    ]),
    place('#sync', 'Optional sync', [
      'Acme syncs your encrypted graph between computers, if you turn it on.',
    ]),
    place('#notes', 'Your notes', [
      'Acme keeps what you write in forms, and the internal links between your notes.',
    ]),
    place('#history', 'A long history', [
      `${'Acme grew from a small project into a browser over many seasons. '.repeat(6)}` +
        'Along the way it learned to keep a ledger, and each ledger entry got a receipt.',
    ]),
    place('#receipts', 'Proof of what you kept', ['A receipt for every ledger line.']),
  ]),
  page('/start', 'Start', [
    place('#requirements', 'Before you install', ['macOS 14 or later', '2GB of free disk space']),
    place('#faq-slow', 'Will it slow down my browsing?', ['No: it stays out of your way.']),
    place('#devices', 'Devices', ['Made for a desktop computer.']),
    place('#uninstall', 'Uninstall', ['One click removes it and all it stored.']),
    place(
      '#licences',
      'Licences',
      ['One licence for each person who uses it, on any of their computers.'],
      ['seats'],
    ),
    place('#teams', 'Teams', ['Coming later.'], ['seats for a whole team of people']),
  ]),
];

// WordNet links "laptop"-"computer", "internet" (not "internal")-"online", "contracts"-"ledger".
// No visitors' questions are learned of this site: its places rank and answer by their words.
const files = indexFiles(
  pages,
  () =>
    new Map([
      [termOf('laptop'), [[termOf('computer'), 0.64]]],
      [termOf('internet'), [[termOf('online'), 0.5]]],
      [termOf('contracts'), [[termOf('ledger'), 0.8]]],
    ]),
  '/',
  {asked: {}, answered: {}},
);
const search = (query: string): Promise<Answer> =>
  searchSite(query, {reader: indexReader(async (path) => files.get(path)), limit: 8});
const urls = ({places}: Answer) => places.map(({url}) => url);

// Confident (null: either way): the first place answers; else it is listed as related.
it.each<[string, string, boolean | null, string]>([
  ['sync', '/capture#sync', true, 'a word in a title or a question weighs more than in text'],
  ['cost', '/#faq-price', true, 'a word in a title or a question weighs more than in text'],
  ['acme cost', '/#faq-price', true, 'the product’s name, on every place, counts for little'],
  // "seats" is the whole of one place's phrasing and a quarter of a shorter place's.
  ['seats', '/start#licences', true, 'a phrasing counts by how much of it the query holds'],
  ['seats for the whole team', '/start#teams', true, 'the query holding most of a phrasing wins'],
  ['compresion', '/capture#modes', true, 'a typo stands for the site’s word'],
  ['encrypt', '/capture#sync', true, 'a word cut short stands for the whole'],
  ['acme uninstal', '/start#uninstall', null, 'a word cut short counts as much as the whole'],
  ['how many gb', '/start#requirements', null, 'a unit written against its number is found: 2GB'],
  ['ledger receipt', '/capture#receipts', true, 'a short place about the words beats a long one'],
  // "slow" is in the FAQ's question; "computer" is only elsewhere, and "acme" everywhere.
  ['my acme computer is slow', '/start#faq-slow', true, 'the telling word, held prominently'],
  ['does acme sync', '/capture#sync', true, 'a yes-or-no question on a subject the site holds'],
  ['iphone app', '/#faq-phones', null, 'a place is found by the phrasings a writer gave it'],
  ['will my mac get slower', '/start#faq-slow', null, 'a comparative stands for the plain word'],
  ['pricing zqxvemnowlark', '/#faq-price', false, 'an unknown word lowers its confidence only'],
  // The site gives no figure for how long it takes.
  ['how long does sync take', '/capture#sync', false, 'asked how long, it has no direct answer'],
])('answers "%s" with %s first (confident: %s): %s', async (query, url, confident) => {
  const answer = await search(query);
  expect(urls(answer)[0]).toBe(url);
  expect(answer.confident).toBe(confident ?? answer.confident);
});

it('relates a word the site does not use to the site’s own, as one of three related places', async () => {
  const answer = await search('laptop');
  expect(urls(answer)).toContain('/#faq-phones');
  expect(answer.confident).toBe(false);
  expect(answer.places).toHaveLength(3);
});

it('relates a word the site uses to its other words too, less surely: they complete a place', async () => {
  // WordNet relates the receipts' "receipt" and "ledger" to "contracts": found, related one marked.
  const answer = await search('contracts receipt');
  expect(urls(answer)[0]).toBe('/capture#receipts');
  const marked = answer.places[0]!.excerpt.filter((part) => part.marked);
  expect(marked.map(({text}) => text.toLowerCase())).toContain('ledger');
});

it('never takes a word WordNet knows for a typo of the site’s word', async () => {
  // "internet" is two letters from the site's "internal", but a word of its own.
  expect(urls(await search('internet'))).not.toContain('/capture#notes');
});

it('finds nothing for a query of small words only or of words nothing relates to', async () => {
  // "many" and "much" ask for an amount: "how many" names no subject.
  for (const query of ['how do I', 'how many', 'zqxvemnowlark'])
    expect(await search(query)).toEqual({places: [], confident: false});
});

it('labels a part with its page, the home page’s as Home, and a page with none', async () => {
  const [faq] = (await search('subscription')).places;
  expect(faq).toMatchObject({url: '/#faq-price', title: pages[0]!.places[2]!.title, page: 'Home'});
  const capture = (await search('captures read')).places.find(({url}) => url === '/capture');
  expect(capture?.page).toBeNull();
});

it('excerpts from the start of the sentence that holds the words, the word alone marked', async () => {
  const [modes] = (await search('contracts')).places;
  const text = modes!.excerpt.map(({text: piece}) => piece).join('');
  expect(text.startsWith('It suits contracts,')).toBe(true);
  expect(modes!.excerpt.filter(({marked}) => marked)).toEqual([{text: 'contracts', marked: true}]);
  // One block only: the next item's words never run on after it.
  expect(text).not.toContain('Balanced');
  expect(text.replace(' …', '').split(/\s+/).length).toBeLessThanOrEqual(excerptWords);
});
