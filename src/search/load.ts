import {buildCommand} from '../components/SearchHelp/messages';
import {searchIndexDir} from './bundle';
import {indexReader, type IndexReader} from './engine';

/** Why there is no search: the development server serves no index, so nothing is requested. */
export class SearchNeedsBuild extends Error {
  constructor() {
    super(`The site search needs a build of the site: ${buildCommand}`);
    this.name = 'SearchNeedsBuild';
  }
}

let reader: IndexReader | undefined;

/** The reader of the site's search index; made, with its list of places, once search is used. */
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
