/** @jest-environment node */
import {copyFileSync, mkdirSync, renameSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import config from '../../docusaurus.config';
import lazyPrismPlugin, {lazyPrismTarget} from '../../src/plugins/lazyPrism';
import {dirPerTest} from './tempDir';

const themeClassicDir = dirname(require.resolve('@docusaurus/theme-classic/package.json'));
/** The build's error, naming the override, then the problem. */
const fails = (problem: string) =>
  new RegExp(`lazyPrismPlugin \\(src/plugins/lazyPrism\\.ts\\).*${problem}`);

describe('the Prism alias (lazyPrismPlugin)', () => {
  /** A copy of the two theme-classic files the guard reads, to break one as upstream might. */
  const copy = dirPerTest('theme-classic-', (dir) => {
    mkdirSync(join(dir, 'lib'));
    for (const file of ['index.js', 'prism-include-languages.js']) {
      copyFileSync(join(themeClassicDir, 'lib', file), join(dir, 'lib', file));
    }
  });
  const lib = (file: string) => join(copy(), 'lib', file);

  it('builds with the site configuration, which sets no extra Prism languages', () => {
    const plugin = lazyPrismPlugin({siteConfig: config} as unknown as LoadContext);
    expect(plugin.name).toBe('lazy-prism');
  });

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
