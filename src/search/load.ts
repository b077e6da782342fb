import {buildCommand} from '../components/SearchHelp/messages';
import {searchIndexDir} from './bundle';
import {indexReader, type IndexReader} from './engine';

/**
 * Why there is no search: the development server (`npm start`) serves no index, which only the
 * build writes. Nothing is requested there, so no failed load shows in the console.
 */
export class SearchNeedsBuild extends Error {
  constructor() {
    super(`The site search needs a build of the site: ${buildCommand}`);
    this.name = 'SearchNeedsBuild';
  }
}

let reader: IndexReader | undefined;

/**
 * The reader of the site's search index (build/search-index/, written by
 * src/plugins/searchIndex.ts): each file fetched once, when a query first needs it. Made as soon
 * as a visitor turns to search, which fetches the list of places.
 */
export function loadSearch(baseUrl: string): Promise<IndexReader> {
  // The bundler replaces the mode: the development server's bundle has no index to load.
  if (process.env.NODE_ENV === 'development') return Promise.reject(new SearchNeedsBuild());
  reader ??= indexReader(async (path) => {
    const response = await fetch(`${baseUrl}${searchIndexDir}/${path}`);
    if (!response.ok) throw new Error(`site search: ${path}: HTTP ${response.status}`);
    return response.json();
  });
  return reader.index().then(() => reader!);
}
