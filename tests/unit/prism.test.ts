/** @jest-environment node */
import {renameSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {themes, type PrismTheme} from 'prism-react-renderer';
import config from '../../docusaurus.config';
import lazyPrismPlugin, {lazyPrismTarget} from '../../src/plugins/lazyPrism';
import {contrastFixes, entryKey} from '../../src/prismThemes';
import {contrast} from '../shared/colour';
import {read} from './imports';
import {dirPerTest} from './tempDir';

/** Every text colour of a theme that falls below AA (4.5:1) on its code background. */
function belowAA(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor as string;
  const entries = [{key: 'plain', ...theme.plain}];
  for (const entry of theme.styles) entries.push({key: entryKey(entry), ...entry.style});
  return entries.flatMap(({key, color, opacity}) => {
    if (color === undefined) return [];
    const ratio = contrast(color, background, Number(opacity ?? 1));
    return ratio < 4.5 ? [`${key} ${color} on ${background}: ${ratio.toFixed(2)}:1`] : [];
  });
}

const prism = config.themeConfig.prism;

describe('code block colours', () => {
  it.each([
    ['light', prism.theme, themes.vsLight, contrastFixes.light],
    ['dark', prism.darkTheme, themes.vsDark, contrastFixes.dark],
  ] as const)(
    'reach AA for every token in the %s theme, by fixes the base needs',
    (_, theme, base, fixes) => {
      expect(belowAA(theme)).toEqual([]);
      // The unmodified Visual Studio theme fails, and every fix is of an entry it still has.
      expect(belowAA(base)).not.toEqual([]);
      const keys = base.styles.map(entryKey);
      expect(Object.keys(fixes).filter((key) => !keys.includes(key))).toEqual([]);
    },
  );
});

describe('the Prism alias (lazyPrismPlugin)', () => {
  const themeLib = join(dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');
  /** A copy of the two theme-classic files the guard reads, to break one as upstream might. */
  const copy = dirPerTest('theme-classic-', {
    'lib/index.js': read(themeLib, 'index.js'),
    'lib/prism-include-languages.js': read(themeLib, 'prism-include-languages.js'),
  });
  const lib = (file: string) => join(copy(), 'lib', file);
  /** The build's error, naming the override, then the problem. */
  const fails = (problem: string) =>
    new RegExp(`lazyPrismPlugin \\(src/plugins/lazyPrism\\.ts\\).*${problem}`);

  it('fails, naming the override, when upstream renames the languages file', () => {
    expect(lazyPrismTarget(copy())).toBe(lib('prism-include-languages'));
    renameSync(lib('prism-include-languages.js'), lib('prism-languages.js'));
    expect(() => lazyPrismTarget(copy())).toThrow(fails('no longer exists'));
  });

  it('fails, naming the override, when upstream stops loading it as a client module', () => {
    writeFileSync(lib('index.js'), "module.exports = {modules: ['./nprogress']};\n");
    expect(() => lazyPrismTarget(copy())).toThrow(
      fails("no longer loads '\\./prism-include-languages'"),
    );
  });

  it('fails, naming the override, when prism.additionalLanguages is set', () => {
    const siteConfig = {
      ...config,
      themeConfig: {...config.themeConfig, prism: {additionalLanguages: ['bash', 'json']}},
    };
    expect(() => lazyPrismPlugin({siteConfig} as unknown as LoadContext)).toThrow(
      fails('additionalLanguages is \\[bash, json\\]'),
    );
  });
});
