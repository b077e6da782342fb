/** @jest-environment node */
import {indexFiles} from '../../plugins/searchIndex';
import type {PageSource} from '../../plugins/searchPlaces';
import {indexReader, searchSite, type Answer} from '../engine';
import {excerptWords} from '../places';
import {termOf} from '../words';

/** A small site: the product's name on every place, each subject in one or two places. */
const pages: PageSource[] = [
  {
    url: '/',
    label: 'Home',
    places: [
      {anchor: '', title: 'Home', question: false, keywords: [], blocks: ['Acme Browser home.']},
      {
        anchor: '#hero',
        title: 'Acme Browser',
        question: false,
        keywords: [],
        blocks: ['Acme remembers what matters.'],
      },
      {
        anchor: '#faq-price',
        title: 'Is it free? What will it cost?',
        question: true,
        keywords: ['subscription'],
        blocks: ['The beta is free. Pricing for the stable release is not announced yet.'],
      },
      {
        anchor: '#faq-phones',
        title: 'Is there an Acme version for phones?',
        question: true,
        keywords: ['iPhone', 'Android'],
        blocks: ['No. Acme is a desktop browser for your computer.'],
      },
    ],
  },
  {
    url: '/capture',
    label: 'Capture',
    places: [
      {
        anchor: '',
        title: 'Capture',
        question: false,
        keywords: [],
        blocks: ['Acme captures what you read, and keeps it.'],
      },
      {
        anchor: '#modes',
        title: 'Compression modes',
        question: false,
        keywords: [],
        blocks: [
          'Acme keeps each page at the detail it deserves.',
          'Lossless keeps the full text. It suits contracts, where one word matters, and critical documents.',
          'Balanced keeps the key facts.',
        ],
      },
      {
        anchor: '#sync',
        title: 'Optional sync',
        question: false,
        keywords: [],
        blocks: ['Acme syncs your encrypted graph between computers, if you turn it on.'],
      },
      {
        anchor: '#notes',
        title: 'Your notes',
        question: false,
        keywords: [],
        blocks: ['Acme keeps what you write in forms, and the internal links between your notes.'],
      },
      {
        anchor: '#history',
        title: 'A long history',
        question: false,
        keywords: [],
        blocks: [
          `${'Acme grew from a small project into a browser over many seasons. '.repeat(6)}` +
            'Along the way it learned to keep a ledger, and each ledger entry got a receipt.',
        ],
      },
      {
        anchor: '#receipts',
        title: 'Proof of what you kept',
        question: false,
        keywords: [],
        blocks: ['A receipt for every ledger line.'],
      },
    ],
  },
  {
    url: '/start',
    label: 'Start',
    places: [
      {
        anchor: '#requirements',
        title: 'Before you install',
        question: false,
        keywords: [],
        blocks: ['macOS 14 or later', '2GB of free disk space'],
      },
      {
        anchor: '#faq-slow',
        title: 'Will it slow down my browsing?',
        question: true,
        keywords: [],
        blocks: ['No: it stays out of your way.'],
      },
      {
        anchor: '#devices',
        title: 'Devices',
        question: false,
        keywords: [],
        blocks: ['Made for a desktop computer.'],
      },
      {
        anchor: '#licences',
        title: 'Licences',
        question: false,
        keywords: ['seats'],
        blocks: ['One licence for each person who uses it, on any of their computers.'],
      },
      {
        anchor: '#teams',
        title: 'Teams',
        question: false,
        keywords: ['seats for a whole team of people'],
        blocks: ['Coming later.'],
      },
    ],
  },
];

/**
 * WordNet's part in this test: "laptop" relates to the site's "computer", "internet" (a word, not
 * a typo of "internal") to "online", "contracts" (a word the site uses) to its "ledger".
 */
const related = () =>
  new Map<string, [string, number][]>([
    [termOf('laptop'), [[termOf('computer'), 0.64]]],
    [termOf('internet'), [[termOf('online'), 0.5]]],
    [termOf('contracts'), [[termOf('ledger'), 0.8]]],
  ]);

const files = indexFiles(pages, related);
const read = jest.fn(async (path: string) => files.get(path));
const search = (query: string): Promise<Answer> =>
  searchSite(query, {reader: indexReader(read), limit: 8});
const urls = ({places}: Answer) => places.map(({url}) => url);

describe('the site search', () => {
  it('counts a word by how specific it is: the product’s name, on every place, barely', async () => {
    const alone = await search('pricing');
    const named = await search('acme pricing');
    expect(alone.confident).toBe(true);
    expect(named.confident).toBe(true);
    expect(urls(named)[0]).toBe(urls(alone)[0]);
    expect(urls(alone)[0]).toBe('/#faq-price');
  });

  it('weighs a word in a title or a question above the same word in text', async () => {
    const answer = await search('sync');
    expect(urls(answer)[0]).toBe('/capture#sync');
    expect((await search('cost')).places[0]?.url).toBe('/#faq-price');
  });

  it('finds a place by the phrasings a writer gave it', async () => {
    const answer = await search('iphone app');
    expect(urls(answer)[0]).toBe('/#faq-phones');
  });

  it('counts a word of a writer’s phrasing by how much of the phrasing the query holds', async () => {
    // "seats" is the whole of one place's phrasing and a quarter of a shorter place's.
    expect(urls(await search('seats'))[0]).toBe('/start#licences');
    expect(urls(await search('seats for the whole team'))[0]).toBe('/start#teams');
  });

  it('takes a typo for the site’s word, and a word cut short for the whole', async () => {
    expect(urls(await search('compresion'))[0]).toBe('/capture#modes');
    expect((await search('compresion')).confident).toBe(true);
    expect(urls(await search('encrypt'))[0]).toBe('/capture#sync');
  });

  it('lowers its confidence for a word the site never uses, without emptying the results', async () => {
    const answer = await search('pricing zqxvemnowlark');
    expect(answer.confident).toBe(false);
    expect(urls(answer)[0]).toBe('/#faq-price');
    expect(answer.places.length).toBeLessThanOrEqual(3);
  });

  it('relates a word the site does not use to the site’s own, as a related place', async () => {
    const answer = await search('laptop');
    expect(urls(answer)).toContain('/#faq-phones');
    expect(answer.confident).toBe(false);
  });

  it('relates a word the site uses to its other words too, less surely: they complete a place', async () => {
    // The receipts hold "receipt" and "ledger", which WordNet here relates to "contracts": the
    // place is found for both words typed, and shows the related word marked.
    const answer = await search('contracts receipt');
    expect(urls(answer)[0]).toBe('/capture#receipts');
    const marked = answer.places[0]!.excerpt.filter((part) => part.marked);
    expect(marked.map(({text}) => text.toLowerCase())).toContain('ledger');
  });

  it('never takes a word WordNet knows for a typo of the site’s word', async () => {
    // "internet" is two letters from the site's "internal", but a word of its own.
    expect(urls(await search('internet'))).not.toContain('/capture#notes');
  });

  it('finds a number’s unit written against it: "2GB" by "gb"', async () => {
    expect(urls(await search('how many gb'))[0]).toBe('/start#requirements');
  });

  it('ranks a short place about the words above a long one that mentions them in passing', async () => {
    expect(urls(await search('ledger receipt'))[0]).toBe('/capture#receipts');
  });

  it('answers confidently when the best place holds the query’s most telling word prominently', async () => {
    // "slow" is in the FAQ's question; "computer" is only elsewhere, and "acme" everywhere.
    const answer = await search('my acme computer is slow');
    expect(answer.confident).toBe(true);
    expect(urls(answer)[0]).toBe('/start#faq-slow');
  });

  it('takes a comparative for the plain word the site writes: "slower" for "slow"', async () => {
    expect(urls(await search('will my mac get slower'))[0]).toBe('/start#faq-slow');
  });

  it('finds nothing for a query of small words only or of words nothing relates to', async () => {
    expect(await search('how do I')).toEqual({places: [], confident: false});
    // "many" and "much" ask for an amount: "how many" names no subject.
    expect(await search('how many')).toEqual({places: [], confident: false});
    expect(await search('zqxvemnowlark')).toEqual({places: [], confident: false});
  });

  it('labels a part with its page, the home page’s as Home, and a page with none', async () => {
    const [faq] = (await search('subscription')).places;
    expect(faq).toMatchObject({
      url: '/#faq-price',
      title: pages[0]!.places[2]!.title,
      page: 'Home',
    });
    const capture = (await search('captures read')).places.find(({url}) => url === '/capture');
    expect(capture?.page).toBeNull();
  });

  it('excerpts from the start of the sentence that holds the words, the word alone marked', async () => {
    const [modes] = (await search('contracts')).places;
    const text = modes!.excerpt.map(({text: piece}) => piece).join('');
    expect(text.startsWith('It suits contracts,')).toBe(true);
    expect(modes!.excerpt.filter(({marked}) => marked)).toEqual([
      {text: 'contracts', marked: true},
    ]);
    // One block only: the next item's words never run on after it.
    expect(text).not.toContain('Balanced');
    expect(text.replace(' …', '').split(/\s+/).length).toBeLessThanOrEqual(excerptWords);
  });

  it('reads the index a piece at a time: only the pieces of the words asked, each once', async () => {
    read.mockClear();
    const reader = indexReader(read);
    await searchSite('pricing', {reader, limit: 8});
    await searchSite('pricing', {reader, limit: 8});
    const asked = read.mock.calls.map(([path]) => path);
    expect(new Set(asked).size).toBe(asked.length);
    const pieces = asked.filter((path) => path.includes('/terms/'));
    expect(pieces).toEqual([expect.stringMatching(/\/terms\/pr\.json$/)]);
    // No word related to the site's terms starts so: no piece of them to fetch.
    expect(asked.filter((path) => path.includes('/related/'))).toEqual([]);
    read.mockClear();
    // A word the site does not use: the piece of related words that holds it, then the piece of
    // the term it relates to.
    await searchSite('laptop', {reader, limit: 8});
    const more = read.mock.calls.map(([path]) => path.replace(/^.*\/(\w+\/\w+)\.json$/, '$1'));
    expect(more.filter((path) => !path.startsWith('text/'))).toEqual([
      'terms/la',
      'related/la',
      'terms/co',
    ]);
  });
});
