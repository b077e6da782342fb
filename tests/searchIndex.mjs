/**
 * The pages in a build's search index (src/plugins/siteSearch.ts), read from its fragments: one
 * per page, gzipped JSON after Pagefind's 12-byte signature, with its address, title and text.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';

const signature = 'pagefind_dcd';

/** @returns {{url: string, title: string, content: string}[]} */
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
