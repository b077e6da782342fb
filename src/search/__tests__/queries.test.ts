import {
  meaningfulWords,
  questionPhrasings,
  synonymsOf,
  typoPrefixes,
  uniqueByAddress,
  wordsOf,
} from '../queries';

const phrasings = (input: string) =>
  questionPhrasings(wordsOf(input)).map((words) => words.join(' '));

describe('search for questions', () => {
  it('reads the words as typed, without the punctuation around them', () => {
    expect(wordsOf('  Does it work offline? ')).toEqual(['Does', 'it', 'work', 'offline']);
    expect(wordsOf('context-aware, "local-first"')).toEqual(['context-aware', 'local-first']);
  });

  it('leaves out the words a question is made of', () => {
    expect(meaningfulWords(['how', 'do', 'i', 'give', 'feedback'])).toEqual(['feedback']);
    expect(meaningfulWords(['does', 'it', 'work', 'offline'])).toEqual(['work', 'offline']);
  });

  it('tries the words as typed first, then the meaningful ones, synonyms, then each alone', () => {
    expect(phrasings('does it work offline')).toEqual([
      'does it work offline',
      'work offline',
      'work connection',
      'work internet',
      'work network',
      'connection',
      'internet',
      'offline',
      'network',
      'work',
    ]);
  });

  it('runs a plain query of one word as typed, then its synonyms', () => {
    expect(phrasings('mac')).toEqual(['mac', 'macos', 'apple']);
    expect(phrasings('compression')).toEqual(['compression']);
  });

  it('knows synonyms both ways, whatever the case', () => {
    expect(synonymsOf('macOS')).toContain('mac');
    expect(synonymsOf('remove')).toContain('delete');
    expect(synonymsOf('quillowmark')).toEqual([]);
  });

  it('tries a word that found nothing by shorter beginnings, keeping four letters', () => {
    expect(typoPrefixes('compresion')).toEqual(['compresio', 'compresi', 'compres']);
    expect(typoPrefixes('offlne')).toEqual(['offln', 'offl']);
    expect(typoPrefixes('sync')).toEqual([]);
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
});
