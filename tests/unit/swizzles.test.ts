/**
 * @jest-environment node
 */
import {existsSync, readdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {root} from './imports';

/**
 * The site replaces a few theme components by putting a file of the same name in src/theme/.
 * If the theme renames or drops one, ours silently stops being used; these tests say which.
 */

const siteTheme = join(root, 'src', 'theme');
/** The theme the site's components override. */
const upstreamThemes = [
  join(dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'theme'),
];

/**
 * The theme component names the site provides: `Navbar/MobileSidebar` for its index.tsx. Other
 * modules inside a component's folder are that component's own parts, not overrides.
 */
function siteComponents(dir = siteTheme): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name === '__tests__') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return siteComponents(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    const file = relative(siteTheme, path).replace(/\.tsx?$/, '');
    if (file.endsWith('/index')) return [file.slice(0, -'/index'.length)];
    return dir === siteTheme ? [file] : [];
  });
}

function upstreamHas(name: string): boolean {
  return upstreamThemes.some((theme) =>
    [`${name}.js`, join(name, 'index.js')].some((file) => existsSync(join(theme, file))),
  );
}

const components = siteComponents();

describe('the theme components the site replaces or wraps', () => {
  it('are found in src/theme', () => {
    expect(components).toEqual(
      expect.arrayContaining(['CodeBlock', 'Navbar/MobileSidebar', 'SearchBar']),
    );
  });

  it('still exist in the theme they override', () => {
    const missing = components
      .filter((name) => !upstreamHas(name))
      .map(
        (name) =>
          `src/theme/${name} overrides @theme/${name}, which no upstream theme has any more: ` +
          'find what replaced it and move the override there, or delete it.',
      );
    expect(missing).toEqual([]);
  });
});
