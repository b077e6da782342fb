import {
  conceptsNeeded,
  conceptsOf,
  isTypoOf,
  meaningfulWords,
  standsFor,
  synonymsOf,
  typoPrefixes,
  uniqueByAddress,
  wordsOf,
} from '../queries';

describe('what a search looks for', () => {
  it('reads the words as typed, without the punctuation around them', () => {
    expect(wordsOf('  Does it work offline? ')).toEqual(['Does', 'it', 'work', 'offline']);
    expect(wordsOf('context-aware, "local-first"')).toEqual(['context-aware', 'local-first']);
  });

  it('keeps only the words that say what a question is about, each once', () => {
    expect(meaningfulWords(wordsOf('how do I give feedback'))).toEqual(['feedback']);
    expect(meaningfulWords(wordsOf("What's new? What's NEW!"))).toEqual(['new']);
    expect(meaningfulWords(wordsOf('how do I'))).toEqual([]);
  });

  it('looks for each meaningful word or a synonym of it, a synonym pair as one concept', () => {
    const [phones] = conceptsOf('is there an iPhone app');
    expect(phones?.word).toBe('iphone');
    expect(phones?.terms).toEqual(expect.arrayContaining(['iphone', 'phone', 'tablet']));
    expect(conceptsOf('mac macOS').map(({word}) => word)).toEqual(['mac']);
    expect(conceptsOf('release notes').map(({word}) => word)).toEqual(['release', 'notes']);
    expect(synonymsOf('quillowmark')).toEqual([]);
  });

  it('asks a place to hold every concept of a short query, all but one of a longer one', () => {
    expect([1, 2, 3, 4].map(conceptsNeeded)).toEqual([1, 2, 2, 3]);
  });
});

describe('words', () => {
  /** The pairs ("word searched") of which `relation` holds. */
  const holding = (relation: (word: string, searched: string) => boolean, pairs: string[]) =>
    pairs.filter((pair) => relation(...(pair.split(' ') as [string, string])));

  it('stand for a searched word they begin with, or are another form of', () => {
    const kin = ['mac macos', 'sync synced', 'captured capture', 'private privacy'];
    kin.push('pricing price');
    expect(holding(standsFor, kin)).toEqual(kin);
  });

  it('do not stand for a word that merely starts alike', () => {
    const pairs = ['ai aim', 'openai open', 'export expert', 'payroll paying', 'student studio'];
    expect(holding(standsFor, pairs)).toEqual([]);
  });

  it('are a typo of a word one edit away, two for a long one; a short word never', () => {
    const typos = ['pricng pricing', 'offlne offline', 'compresion compression', 'relaese release'];
    typos.push('notes nodes');
    expect(holding(isTypoOf, [...typos, 'payroll paying', 'mac max'])).toEqual(typos);
  });

  it('a word the index lacks is looked up by shorter beginnings, keeping four letters', () => {
    expect(typoPrefixes('compresion')).toEqual(['compresio', 'compresi', 'compres']);
    expect(typoPrefixes('offlne')).toEqual(['offln', 'offl']);
    expect(typoPrefixes('sync')).toEqual([]);
  });
});

it('lists each address once, keeping the first', () => {
  const results = [
    {url: '/#faq-sync', n: 1},
    {url: '/#faq-sync', n: 2},
    {url: '/#faq-beta', n: 3},
    {url: '/support', n: 4},
  ];
  expect(uniqueByAddress(results).map(({n}) => n)).toEqual([1, 3, 4]);
});
