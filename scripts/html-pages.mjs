import {readdirSync} from 'node:fs';
import {join} from 'node:path';

/** Every HTML page of a build, with its URL path (no trailing slash but the root's). */
export function htmlPages(buildDir) {
  return readdirSync(buildDir, {recursive: true})
    .map((name) => name.replace(/\\/g, '/'))
    .filter((rel) => rel.endsWith('.html') && !rel.split('/').slice(0, -1).includes('assets'))
    .map((rel) => {
      const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return {file: join(buildDir, rel), path: path === '/' ? '/' : path.replace(/\/$/, '')};
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
