import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {speedupsOn} from '../speedups';

/**
 * Keeps Prism (~35 KiB gzip) out of the main bundle: theme-classic's client module on every page
 * only registers `prism.additionalLanguages`; CodeBlock loads Prism in its own lazy chunk.
 */

/** The client module theme-classic registers by this bare path (its getClientModules). */
const clientModule = './prism-include-languages';

/** Why the build stops, and what to do: the override is named so a maintainer can find it. */
function overrideError(problem: string): Error {
  return new Error(
    `lazyPrismPlugin (src/plugins/lazyPrism.ts), which drops theme-classic's ` +
      `prism-include-languages client module: ${problem}`,
  );
}

/**
 * The alias target, theme-classic's prism-include-languages module. Throws when upstream no longer
 * loads it (the alias would do nothing) or when Prism languages are configured (never loaded).
 */
export function lazyPrismTarget(
  themeClassicDir: string,
  additionalLanguages: readonly string[] = [],
): string {
  const lib = join(themeClassicDir, 'lib');
  const target = join(lib, clientModule);
  if (!existsSync(`${target}.js`)) {
    throw overrideError(
      `${target}.js no longer exists, so the alias would drop nothing. Find the module that ` +
        `now registers prism.additionalLanguages on every page and alias that, or remove the plugin.`,
    );
  }
  const index = join(lib, 'index.js');
  if (!existsSync(index) || !readFileSync(index, 'utf8').includes(`'${clientModule}'`)) {
    throw overrideError(
      `${index} no longer loads '${clientModule}' as a client module, so the alias would drop ` +
        `nothing. Check how theme-classic's getClientModules loads Prism now.`,
    );
  }
  if (additionalLanguages.length > 0) {
    throw overrideError(
      `themeConfig.prism.additionalLanguages is [${additionalLanguages.join(', ')}], but those ` +
        `languages are registered by the dropped module and would never load. Remove them, or ` +
        `remove lazyPrismPlugin from docusaurus.config.ts (the main bundle then grows ~35 KiB).`,
    );
  }
  return target;
}

/** With the `lazyPrism` speed-up off, `@theme/CodeBlock` is the theme's own, not the lazy one. */
export default function lazyPrismPlugin(context: LoadContext): Plugin {
  const themeClassicDir = dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  const {prism} = context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}};
  const alias: Record<string, string | false> = speedupsOn.lazyPrism
    ? {[lazyPrismTarget(themeClassicDir, prism?.additionalLanguages)]: false}
    : {'@theme/CodeBlock': join(themeClassicDir, 'lib', 'theme', 'CodeBlock')};
  return {name: 'lazy-prism', configureWebpack: () => ({resolve: {alias}})};
}
