import type {Plugin} from '@docusaurus/types';
import {brand, brandEnv, placeholderWarning} from '../brand';

/**
 * Inlines the brand variables into the client and server bundles (see src/brand.ts), and ends a
 * build that still uses a placeholder with one warning naming the variables to set.
 */
export default function brandEnvPlugin(): Plugin {
  const definitions = Object.fromEntries(
    Object.values(brandEnv).map((name) => [
      `process.env.${name}`,
      JSON.stringify(process.env[name] ?? ''),
    ]),
  );
  return {
    name: 'brand-env',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.DefinePlugin(definitions)]};
    },
    postBuild() {
      const warning = placeholderWarning(brand);
      if (warning) console.warn(warning);
    },
  };
}
