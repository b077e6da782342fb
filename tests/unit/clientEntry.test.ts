/** The swap of client entries (src/plugins/clientEntry.ts); upstream's side: upgrade.test.ts. */
import {existsSync} from 'node:fs';
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

test('the plugin swaps upstream’s entry for the site’s and leaves the server bundle alone', () => {
  expect(configure(upstreamEntry).entry).toBe(siteEntry);
  expect(existsSync(siteEntry)).toBe(true);
  expect(configure('/server/entry.js', true).entry).toBe('/server/entry.js');
});

test('any other client entry stops the build with a message naming the override', () => {
  const override = /clientEntry override \(src\/plugins\/clientEntry\.ts\)/;
  expect(() => configure({main: upstreamEntry})).toThrow(override);
  expect(() => configure('/elsewhere/clientEntry.js')).toThrow(override);
});
