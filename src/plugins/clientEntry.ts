import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Replaces the client bundle's entry with src/client/entry.ts, which runs Docusaurus's own client
 * entry after evaluating the bundle's heaviest modules in separate tasks.
 */
export default function clientEntryPlugin(): Plugin {
  return {
    name: 'client-entry',
    configureWebpack(config, isServer) {
      if (!isServer) config.entry = join(__dirname, '..', 'client', 'entry.ts');
      return {};
    },
  };
}
