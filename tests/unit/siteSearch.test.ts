/**
 * @jest-environment node
 */
import {isSearched, isUsedBundleFile} from '../../src/plugins/siteSearch';
import type {RouteFacts} from '../../src/plugins/pagePipeline';
import {pageFacts as facts} from './pageFacts';

const marked = '<main><div data-pagefind-body="">Text</div></main>';
const older = new Set(['1.0']);

describe('the pages the site search indexes', () => {
  it('are those with a part marked for it', () => {
    expect(isSearched({path: '/guide', html: marked, route: facts({})}, older)).toBe(true);
    // The list of release notes marks none: each note is found on its own page.
    expect(
      isSearched({path: '/releases', html: '<main>Text</main>', route: facts({})}, older),
    ).toBe(false);
  });

  it('leave out what search engines may not index, the not-found page and older versions', () => {
    const page = (path: string, overrides: Partial<RouteFacts>) =>
      isSearched({path, html: marked, route: facts(overrides)}, older);
    expect(page('/next/guide', {noIndex: true})).toBe(false);
    expect(page('/404', {})).toBe(false);
    expect(page('/1.0/guide', {docsVersion: '1.0'})).toBe(false);
    expect(page('/guide', {docsVersion: '2.0'})).toBe(true);
  });
});

describe('the Pagefind bundle the build keeps', () => {
  it('is what the site search reads, without the prebuilt interfaces or the worker', () => {
    for (const kept of ['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind', 'index']) {
      expect(isUsedBundleFile(kept)).toBe(true);
    }
    for (const dropped of [
      'pagefind-ui.js',
      'pagefind-ui.css',
      'pagefind-modular-ui.js',
      'pagefind-component-ui.js',
      'pagefind-highlight.js',
      'pagefind-worker.js',
    ]) {
      expect(isUsedBundleFile(dropped)).toBe(false);
    }
  });
});
