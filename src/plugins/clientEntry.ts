import {existsSync, realpathSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus's own client entry, which src/client/entry.ts runs after staging evaluation. */
export const upstreamEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

export const siteEntry = join(__dirname, '..', 'client', 'entry.ts');

/**
 * Replaces the client bundle's entry with src/client/entry.ts, which runs Docusaurus's own client
 * entry after evaluating the bundle's heaviest modules in separate tasks. It replaces only the
 * entry it knows: if upstream's entry is anything else, the build stops rather than drop it.
 */
export default function clientEntryPlugin(): Plugin {
  return {
    name: 'client-entry',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const entry = config.entry;
      // Compared as real paths: an install may reach node_modules through a symbolic link.
      const isUpstream =
        typeof entry === 'string' && existsSync(entry) && realpathSync(entry) === upstreamEntry;
      if (!isUpstream) {
        throw new Error(
          `clientEntry override (src/plugins/clientEntry.ts): expected Docusaurus's client ` +
            `bundle entry to be ${upstreamEntry}, found ${JSON.stringify(entry)}. ` +
            `src/client/entry.ts stages that file's imports and then runs it; read upstream's new ` +
            `entry and update both files before replacing it.`,
        );
      }
      config.entry = siteEntry;
      return {};
    },
  };
}
