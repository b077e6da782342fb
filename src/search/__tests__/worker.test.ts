import {meaningfulWords, questionQueries, synonymsOf, uniqueByAddress, type Query} from '../worker';

/** A stand-in for the theme's builder: one query requiring every word. */
const build = (tokens: string[]): Query[] => [{tokens, term: tokens}];
const phrasings = (input: string) =>
  questionQueries(input.split(' '), build, undefined).map((query) => query.tokens.join(' '));

describe('search for questions', () => {
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

  it('lists each address once, keeping the first', () => {
    const results = [
      {document: {u: '/', h: '#faq-sync'}, n: 1},
      {document: {u: '/', h: '#faq-sync'}, n: 2},
      {document: {u: '/', h: '#faq-beta'}, n: 3},
      {document: {u: '/support'}, n: 4},
    ];
    expect(uniqueByAddress(results).map(({n}) => n)).toEqual([1, 3, 4]);
  });
});
