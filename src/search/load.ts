import {buildCommand} from '../components/SearchHelp/messages';
import {searchIndexDir} from './bundle';
import type {IndexReader} from './engine';

/** Why there is no search: the development server serves no index, so nothing is requested. */
export class SearchNeedsBuild extends Error {
  constructor() {
    super(`The site search needs a build of the site: ${buildCommand}`);
    this.name = 'SearchNeedsBuild';
  }
}

/** The engine's code, in a chunk of its own that every use shares (one `import()` makes one). */
export const searchEngine = () => import('./engine');

let reader: Promise<IndexReader> | undefined;

/**
 * The reader of the site's search index; made, with its list of places, once search is used. The
 * engine's code comes with it, at once, rather than in the code every page starts with.
 */
export function loadSearch(baseUrl: string): Promise<IndexReader> {
  // The bundler replaces the mode: the development server's bundle has no index to load.
  if (process.env.NODE_ENV === 'development') return Promise.reject(new SearchNeedsBuild());
  const read = async (path: string): Promise<unknown> => {
    const response = await fetch(`${baseUrl}${searchIndexDir}/${path}`);
    if (!response.ok) throw new Error(`site search: ${path}: HTTP ${response.status}`);
    return response.json();
  };
  if (!reader) {
    const places = read('index.json');
    // Read below; a failure is the reader's, not a stray rejection.
    places.catch(() => undefined);
    reader = searchEngine().then(async ({indexReader}) => {
      const made = indexReader((path) => (path === 'index.json' ? places : read(path)));
      await made.index();
      return made;
    });
    // A failed load (a connection lost) is tried again by the next search.
    reader.catch(() => {
      reader = undefined;
    });
  }
  return reader;
}
