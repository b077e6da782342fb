import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** The checkout, and in it the production build the end-to-end tests run against. */
export const root = join(__dirname, '..', '..');
export const buildDir = join(root, 'build');

/** The built HTML file a path is served from: `/a` from a.html, else from a/index.html. */
export function builtFile(path: string): string {
  const file = join(buildDir, `${path.replace(/\/$/, '')}.html`);
  return path !== '/' && existsSync(file) ? file : join(buildDir, path, 'index.html');
}

/** The built HTML of a path, as the host sends it. */
export function builtHtml(path: string): string {
  return readFileSync(builtFile(path), 'utf8');
}

/** A file of the build, such as `sitemap.xml` or a page's Markdown copy, as text. */
export const readBuilt = (file: string): string => readFileSync(join(buildDir, file), 'utf8');
