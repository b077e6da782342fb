import {readFileSync} from 'node:fs';

/** Unit tests: pure logic, data modules and small components in jsdom. */

/** Whether an installed package is published only as ES modules (unified's): jest compiles those. */
function isModule(path) {
  try {
    return JSON.parse(readFileSync(`${path}/package.json`, 'utf8')).type === 'module';
  } catch {
    return false;
  }
}
/** Those packages, by their path under node_modules/ as package-lock.json lists every one. */
const esmPackages = Object.keys(JSON.parse(readFileSync('package-lock.json', 'utf8')).packages)
  .filter((path) => path.startsWith('node_modules/') && isModule(path))
  .map((path) => path.slice('node_modules/'.length));
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
    `<rootDir>/node_modules/(?!(${esmPackages
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
