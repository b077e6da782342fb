/** @jest-environment node */
import {isSearched, isUsedBundleFile, searchableHtml} from '../../src/plugins/siteSearch';
import type {RouteFacts} from '../../src/plugins/pagePipeline';
import {pageFacts as facts} from './pageFacts';

const marked = '<main><div data-pagefind-body="">Text</div></main>';
const older = new Set(['1.0']);

describe('the pages the site search indexes', () => {
  const page = (path: string, overrides: Partial<RouteFacts>, html = marked) =>
    isSearched({path, html, route: facts(overrides)}, older);

  it('are those with a part marked for it', () => {
    expect(page('/guide', {})).toBe(true);
    // The list of release notes marks none: each note is found on its own page.
    expect(page('/releases', {}, '<main>Text</main>')).toBe(false);
  });

  it('leave out what search engines may not index, the not-found page and older versions', () => {
    expect(page('/next/guide', {noIndex: true})).toBe(false);
    expect(page('/404', {})).toBe(false);
    expect(page('/1.0/guide', {docsVersion: '1.0'})).toBe(false);
    expect(page('/guide', {docsVersion: '2.0'})).toBe(true);
  });
});

it('the Pagefind bundle the build keeps is what the search reads, without prebuilt UIs or worker', () => {
  for (const kept of ['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind', 'index']) {
    expect(isUsedBundleFile(kept)).toBe(true);
  }
  const dropped = ['ui.js', 'ui.css', 'modular-ui.js', 'component-ui.js', 'highlight.js'];
  for (const file of [...dropped, 'worker.js']) {
    expect(isUsedBundleFile(`pagefind-${file}`)).toBe(false);
  }
});

describe('the HTML the index reads', () => {
  /** The text of HTML as an indexer reads it: tags dropped, white space collapsed. */
  const text = (html: string) =>
    html
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();

  it('keeps the words of two elements apart, even where the minified page leaves out end tags', () => {
    const html =
      '<ul><li><strong>Context that fits</strong><span>Compression keeps the facts.</span><li>Next</ul>' +
      '<button>Windows<span>Coming Soon</span></button><p>Week 4<h3>Connecting</h3>';
    expect(text(searchableHtml(html))).toBe(
      'Context that fits Compression keeps the facts. Next Windows Coming Soon Week 4 Connecting',
    );
  });

  it('leaves a word broken by inline markup whole', () => {
    const html = '<p><strong>un</strong>likely <a href="/x">link</a>s <code>a</code>b</p>';
    expect(text(searchableHtml(html))).toBe('unlikely links ab');
  });
});
