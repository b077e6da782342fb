import {sectionHeadingId} from '@site/src/components/Section/headingId';
import {conceptsNeeded, conceptsOf} from '../queries';
import {excerptParts, placesOf, type PagefindAnchor, type PagefindResultData} from '../places';

/** A page as pagefind.js gives it: its text, and its anchors at word numbers. */
function page(
  url: string,
  title: string,
  text: string,
  anchors: PagefindAnchor[],
): PagefindResultData {
  return {url, content: text, meta: {title}, anchors};
}

/** The places of a page for a query, best first, by address. */
function places(data: PagefindResultData, query: string): string[] {
  const concepts = conceptsOf(query);
  return placesOf(data, concepts, conceptsNeeded(concepts.length), query.split(' '))
    .sort((a, b) => b.covered - a.covered || b.score - a.score)
    .map(({place}) => place.url);
}

const homeText =
  'Welcome here. System Requirements Linux, 2 GB of free disk space. Is it free? The beta is free for those invited.';
/** Where a word starts in the text, as the index numbers it. */
const at = (text: string, word: string): number => text.split(' ').indexOf(word);
const home = page('/', 'Home', homeText, [
  {element: 'section', id: 'requirements', location: at(homeText, 'System')},
  {
    element: 'h2',
    id: sectionHeadingId('requirements'),
    text: 'System Requirements',
    location: at(homeText, 'System'),
  },
  {element: 'div', id: 'faq-price', text: '', title: 'Is it free?', location: at(homeText, 'Is')},
]);

describe('the places of a page', () => {
  it("lead to a home section's address, not its heading's", () => {
    expect(places(home, 'disk space')).toEqual(['/#requirements']);
  });

  it('rank a place whose title holds the words above one whose text does', () => {
    expect(places(home, 'is it free')).toEqual(['/#faq-price', '/#requirements']);
  });

  it('are none when no place holds every word of a short query', () => {
    expect(places(home, 'free disk')).toEqual(['/#requirements']);
    expect(places(home, 'beta disk')).toEqual([]);
  });

  it('include the page itself, its title counting as the title of its opening part', () => {
    const article = page(
      '/hub',
      'Personal Intelligence Hub',
      'Personal Intelligence Hub. The hub keeps it. Keeps. Sync.',
      [{element: 'h2', id: 'keeps', text: 'Keeps', location: 7}],
    );
    expect(places(article, 'intelligence hub')[0]).toBe('/hub');
    // A part is named with its page; the page's title counts a little for its parts.
    expect(places(article, 'hub sync')).toEqual(['/hub#keeps']);
  });
});

it('excerpts show the text after the title, the matched words marked, markup escaped', () => {
  const data = page('/a', 'A', 'Encrypted storage. Kept encrypted & <safe> at rest.', [
    {element: 'h3', id: 'encrypted-storage', text: 'Encrypted storage', location: 0},
  ]);
  const concepts = conceptsOf('encrypted');
  const [found] = placesOf(data, concepts, 1, ['encrypted']);
  expect(found?.place.excerpt).toBe('Kept <mark>encrypted</mark> &amp; &lt;safe&gt; at rest.');
  expect(excerptParts(found?.place.excerpt ?? '')).toEqual([
    {text: 'Kept ', marked: false},
    {text: 'encrypted', marked: true},
    {text: ' & <safe> at rest.', marked: false},
  ]);
});
