/** Unit tests: pure logic, data modules and small components in jsdom. */
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
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/tests/mocks/empty.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': '<rootDir>/tests/mocks/Link.tsx',
    '^@docusaurus/useBaseUrl$': '<rootDir>/tests/mocks/useBaseUrl.ts',
    '^@docusaurus/useIsBrowser$': '<rootDir>/tests/mocks/useIsBrowser.ts',
    '^@theme/Heading$': '<rootDir>/tests/mocks/Heading.tsx',
  },
  clearMocks: true,
  restoreMocks: true,
};
