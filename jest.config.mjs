import {existsSync, readdirSync, readFileSync} from 'node:fs';

/** Unit tests: pure logic, data modules and small components in jsdom. */

/** Installed packages published only as ES modules (unified's): jest compiles them too. */
function esmPackages(dir = 'node_modules', prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.name.startsWith('@')
        ? readdirSync(`${dir}/${entry.name}`).map((name) => `${entry.name}/${name}`)
        : [entry.name],
    )
    .flatMap((name) => {
      const nested = esmPackages(`${dir}/${name}/node_modules`, `${prefix}${name}/node_modules/`);
      try {
        const {type} = JSON.parse(readFileSync(`${dir}/${name}/package.json`, 'utf8'));
        return type === 'module' ? [`${prefix}${name}`, ...nested] : nested;
      } catch {
        return nested;
      }
    });
}
const swcOptions = {
  jsc: {
    parser: {syntax: 'typescript', tsx: true},
    transform: {react: {runtime: 'automatic'}},
    target: 'es2022',
  },
  module: {type: 'commonjs'},
};

export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/tests/unit'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '<rootDir>/tests/unit/**/*.test.ts?(x)'],
  transform: {'^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', swcOptions]},
  transformIgnorePatterns: [
    `<rootDir>/node_modules/(?!(${esmPackages()
      .map((name) => name.replace(/[.+]/g, '\\$&'))
      .join('|')})/)`,
  ],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/tests/mocks/empty.ts',
    // Before `@site/`: the site's heading is the theme's, with its link beside it.
    '^@site/src/components/AnchoredHeading$': '<rootDir>/tests/mocks/Heading.tsx',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': '<rootDir>/tests/mocks/Link.tsx',
    '^@docusaurus/useBaseUrl$': '<rootDir>/tests/mocks/useBaseUrl.ts',
    '^@docusaurus/useIsBrowser$': '<rootDir>/tests/mocks/useIsBrowser.ts',
    '^@theme/Heading$': '<rootDir>/tests/mocks/Heading.tsx',
  },
  clearMocks: true,
  restoreMocks: true,
};
