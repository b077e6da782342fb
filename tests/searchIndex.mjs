/**
 * The pages in a build's search index (build/pagefind/, written by src/plugins/siteSearch.ts),
 * read from its fragment files: one per page, holding the page's address, title and the text
 * that was indexed. Each is gzipped JSON after Pagefind's 12-byte signature.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';

const signature = 'pagefind_dcd';

/**
 * @param {string} buildDir
 * @returns {{url: string, title: string, content: string}[]}
 */
export function indexedPages(buildDir) {
  const dir = join(buildDir, 'pagefind', 'fragment');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.pf_fragment'))
    .map((file) => {
      const bytes = gunzipSync(readFileSync(join(dir, file)));
      if (bytes.subarray(0, signature.length).toString() !== signature) {
        throw new Error(`${file} is not a Pagefind fragment: has its format changed?`);
      }
      const fragment = JSON.parse(bytes.subarray(signature.length).toString('utf8'));
      return {url: fragment.url, title: fragment.meta.title, content: fragment.content};
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}
