// A build's search-index pages (src/plugins/searchIndex.ts): address, title, text of places.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** @returns {{url: string, title: string, content: string}[]} */
export function indexedPages(buildDir) {
  const dir = join(buildDir, 'search-index');
  const read = (path) => JSON.parse(readFileSync(join(dir, path), 'utf8'));
  const index = read('index.json');
  return index.pages
    .map(([url, label], page) => {
      const places = index.places.filter(([of]) => of === page);
      const text = read(`${index.version}/text/${page}.json`);
      const content = places.flatMap(([, , title], at) => [title, ...(text[at] ?? [])]).join(' ');
      return {url, title: label, content};
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}
