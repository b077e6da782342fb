import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of the main bundle. theme-classic loads a client module on every page that
 * imports prism-react-renderer only to register `prism.additionalLanguages`; with none set it
 * does nothing yet costs ~35 KiB gzip of main-bundle JS. Code blocks still highlight, because
 * CodeBlock imports prism-react-renderer in its own lazily loaded chunk.
 */
export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [join(
              dirname(require.resolve('@docusaurus/theme-classic/package.json')),
              'lib',
              'prism-include-languages',
            )]: false,
          },
        },
      };
    },
  };
}
