import {searchBundleDir} from './bundle';
import type {PagefindResultData} from './places';

/** One page pagefind.js found for a term: its text is fetched by `data()`. */
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

/** pagefind.js, as far as the site uses it. */
export interface Pagefind {
  options(options: {baseUrl?: string; excerptLength?: number; noWorker?: boolean}): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{results: PagefindResult[]}>;
}

/**
 * Why there is no search: the development server (`npm start`) serves no index, which only the
 * build writes. Nothing is requested there, so no failed load shows in the console.
 */
export class SearchNeedsBuild extends Error {
  constructor() {
    super('The site search needs a build of the site: npm run build && npm run serve');
    this.name = 'SearchNeedsBuild';
  }
}

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind once: its script, its WebAssembly and the index's list of pages and pieces
 * (build/pagefind/, written by src/plugins/siteSearch.ts). Nothing of the index's words yet:
 * each query fetches the pieces it needs. Called as soon as a visitor turns to search.
 */
export function loadSearch(baseUrl: string): Promise<Pagefind> {
  // The bundler replaces the mode: the development server's bundle has no index to load.
  if (process.env.NODE_ENV === 'development') return Promise.reject(new SearchNeedsBuild());
  if (!loading) {
    const url = `${baseUrl}${searchBundleDir}/pagefind.js`;
    const started = (async () => {
      // Not bundled: the build writes the file after the bundle, beside the pages.
      const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
      await pagefind.options({
        baseUrl,
        excerptLength: 24,
        // On the page's own thread: a query reads a few small pieces, and a worker would be
        // one more script to fetch and start before the first result.
        noWorker: true,
      });
      await pagefind.init();
      return pagefind;
    })();
    // A failed load (a connection lost) is tried again by the next search.
    started.catch(() => {
      loading = undefined;
    });
    loading = started;
  }
  return loading;
}
