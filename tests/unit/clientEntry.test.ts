/**
 * src/plugins/clientEntry.ts and src/client/entry.ts: the site's client entry replaces
 * Docusaurus's and then runs it. These tests fail, naming the override, when upstream's entry
 * moves or the modules the site's entry imports from Docusaurus's client are gone.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import clientEntryPlugin, {siteEntry, upstreamEntry} from '../../src/plugins/clientEntry';

/** The bundler configuration a plugin's configureWebpack receives. */
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

function configure(entry: Configuration['entry'], isServer = false): Configuration {
  const config: Configuration = {entry};
  const plugin = clientEntryPlugin();
  // configureWebpack reads only the config and isServer; the utils are not used.
  plugin.configureWebpack?.(config, isServer, {} as never, {} as never);
  return config;
}

test('clientEntry override (src/plugins/clientEntry.ts): Docusaurus’s client bundle is still built from the entry the site replaces', () => {
  // Upstream's client config names its entry in lib/webpack/client.js.
  const clientConfig = readFileSync(
    require.resolve('@docusaurus/core/lib/webpack/client.js'),
    'utf8',
  );
  expect(clientConfig).toMatch(/entry:\s*\S*resolve\(__dirname, '\.\.\/client\/clientEntry\.js'\)/);
  expect(existsSync(upstreamEntry)).toBe(true);
});

test('the plugin swaps upstream’s entry for the site’s and leaves the server bundle alone', () => {
  expect(configure(upstreamEntry).entry).toBe(siteEntry);
  expect(existsSync(siteEntry)).toBe(true);
  expect(configure('/server/entry.js', true).entry).toBe('/server/entry.js');
});

test('any other client entry stops the build with a message naming the override', () => {
  expect(() => configure({main: upstreamEntry})).toThrow(
    /clientEntry override \(src\/plugins\/clientEntry\.ts\)/,
  );
  expect(() => configure('/elsewhere/clientEntry.js')).toThrow(/clientEntry override/);
});

test('clientEntry override (src/client/entry.ts): every Docusaurus client module it imports exists', () => {
  const source = readFileSync(join(__dirname, '../../src/client/entry.ts'), 'utf8');
  const imports = [...source.matchAll(/'(@docusaurus\/core\/lib\/client\/[^']+)'/g)].map(
    ([, specifier]) => specifier!,
  );
  expect(imports.length).toBeGreaterThan(0);
  for (const specifier of imports) {
    expect(() => require.resolve(specifier)).not.toThrow();
  }
});

test('clientEntry override (src/client/entry.ts): it stages every module Docusaurus’s entry imports at its top level', () => {
  // Otherwise the staged evaluation misses a heavy import that upstream added.
  const upstream = readFileSync(upstreamEntry, 'utf8');
  const site = readFileSync(siteEntry, 'utf8');
  const upstreamImports = [...upstream.matchAll(/^import [^;]* from (["'])(.+?)\1;/gm)].map(
    ([, , specifier]) => specifier!,
  );
  const staged = (specifier: string) =>
    specifier.startsWith('./') ? `@docusaurus/core/lib/client/${specifier.slice(2)}` : specifier;
  const known = ['react', '@generated/docusaurus.config', './exports/ExecutionEnvironment'];
  const missing = upstreamImports.filter(
    (specifier) => !known.includes(specifier) && !site.includes(`'${staged(specifier)}'`),
  );
  expect(missing).toEqual([]);
});
