import {sectionHeadingId} from '@site/src/components/Section/headingId';
import {
  excerptParts,
  placesOf,
  standsFor,
  type PagefindResultData,
  type PagefindSubResult,
} from '../places';

/** A part of a page as pagefind.js gives it: its matched words at `locations`. */
function part(url: string, title: string, locations: number[], anchor?: [string, string]) {
  return {
    url,
    title,
    excerpt: `<mark>${title}</mark>`,
    locations,
    weighted_locations: locations.map((location) => ({weight: 1, balanced_score: 1, location})),
    ...(anchor ? {anchor: {element: anchor[0], id: anchor[1], location: locations[0] ?? 0}} : {}),
  } satisfies PagefindSubResult;
}

/** A page whose text is `words`, with the given parts. */
function page(
  url: string,
  title: string,
  words: string,
  subResults: PagefindSubResult[],
  sections: string[] = [],
): PagefindResultData {
  return {
    url,
    excerpt: 'The page.',
    content: words,
    meta: {title},
    anchors: sections.map((id) => ({element: 'section', id, location: 0})),
    sub_results: subResults,
  };
}

describe('the places of a page', () => {
  // Word numbers:        0      1        2  3    4      5       6    7
  const home = page('/', 'Home', 'System Requirements 2 GB disk space. Download now', [
    part(
      `/#${sectionHeadingId('requirements')}`,
      'System Requirements',
      [0, 1, 4, 5],
      ['h2', sectionHeadingId('requirements')],
    ),
    part('/#faq-platforms', 'Which systems?', [0], ['div', 'faq-platforms']),
  ]);

  it("lead to a home section's address, not its heading's", () => {
    const withSection = {...home, anchors: [{element: 'section', id: 'requirements', location: 0}]};
    expect(placesOf(withSection, ['disk', 'space']).map(({url}) => url)).toEqual([
      '/#requirements',
    ]);
    // Without such a section the heading keeps its own address.
    expect(placesOf(home, ['disk', 'space']).map(({url}) => url)).toEqual([
      `/#${sectionHeadingId('requirements')}`,
    ]);
  });

  it('are the parts that hold every word, best first, named with their page', () => {
    const places = placesOf(home, ['system']);
    expect(places.map(({url}) => url)).toEqual([
      `/#${sectionHeadingId('requirements')}`,
      '/#faq-platforms',
    ]);
    expect(places[0]?.page).toBe('Home');
  });

  it('are the part with the most words when no part holds them all', () => {
    const spread = page('/a', 'A', 'capture here and compression there', [
      part('/a#one', 'One', [0], ['h2', 'one']),
      part('/a#two', 'Two', [3], ['h2', 'two']),
    ]);
    expect(placesOf(spread, ['capture', 'compression'])).toHaveLength(1);
  });

  it('are none when the page lacks a word (the index leaves out words it has never seen)', () => {
    expect(placesOf(home, ['export', 'disk'])).toEqual([]);
  });

  it('start with the page itself when its title holds every word', () => {
    const article = page('/hub', 'Personal Intelligence Hub', 'The hub keeps it', [
      part('/hub#keeps', 'Keeps', [1], ['h2', 'keeps']),
    ]);
    expect(placesOf(article, ['Intelligence', 'hub']).map(({url, page: of}) => [url, of])).toEqual([
      ['/hub', null],
      ['/hub#keeps', 'Personal Intelligence Hub'],
    ]);
  });
});

describe('words', () => {
  it('stand for a searched word they begin with, or share its stem with', () => {
    expect(standsFor('mac', 'macos')).toBe(true);
    expect(standsFor('captured', 'capture')).toBe(true);
    expect(standsFor('compresion', 'compression')).toBe(true);
    expect(standsFor('air', 'ai')).toBe(false);
    expect(standsFor('export', 'expert')).toBe(false);
  });
});

describe('excerpts', () => {
  it('are plain text with the matched words marked, never markup', () => {
    expect(excerptParts('A &lt;b&gt; and <mark>sync</mark> &amp; more')).toEqual([
      {text: 'A <b> and ', marked: false},
      {text: 'sync', marked: true},
      {text: ' & more', marked: false},
    ]);
  });
});
