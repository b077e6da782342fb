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
  it('stand for a searched word they begin with, or are another form of', () => {
    expect(standsFor('mac', 'macos')).toBe(true);
    expect(standsFor('sync', 'synced')).toBe(true);
    expect(standsFor('captured', 'capture')).toBe(true);
    expect(standsFor('private', 'privacy')).toBe(true);
    expect(standsFor('pricing', 'price')).toBe(true);
  });

  it('do not stand for a word that merely starts alike', () => {
    expect(standsFor('ai', 'aim')).toBe(false);
    expect(standsFor('openai', 'open')).toBe(false);
    expect(standsFor('export', 'expert')).toBe(false);
    expect(standsFor('payroll', 'paying')).toBe(false);
    expect(standsFor('student', 'studio')).toBe(false);
  });

  it('are a typo of a word one edit away, two for a long one; a short word never', () => {
    expect(isTypoOf('pricng', 'pricing')).toBe(true);
    expect(isTypoOf('offlne', 'offline')).toBe(true);
    expect(isTypoOf('compresion', 'compression')).toBe(true);
    expect(isTypoOf('relaese', 'release')).toBe(true);
    expect(isTypoOf('payroll', 'paying')).toBe(false);
    expect(isTypoOf('notes', 'nodes')).toBe(true);
    expect(isTypoOf('mac', 'max')).toBe(false);
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
