import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Docusaurus's compiled internals (a package's lib/ folder, theme-common/internal, the generated
 * route table) change without notice between versions. Only these files reach them, and
 * tests/unit/upgrade.test.ts checks what each relies on; a new file needs an entry there and here.
 */
const upstreamInternalsAllowed = [
  'src/plugins/lazyPrism.ts',
  'src/theme/Navbar/MobileSidebar/index.tsx',
  'tests/unit/pageTemplate.test.ts',
  'tests/unit/upgrade.test.ts',
];
const upstreamInternals = /^(@docusaurus\/[^/]+\/(lib(\/|$)|internal$)|@generated\/routes)/;
const upstreamInternalsMessage =
  "Docusaurus's compiled internals change between versions: use a public API, or add the file to " +
  'upstreamInternalsAllowed (eslint.config.mjs) and a check to tests/unit/upgrade.test.ts.';
const internalsRule = (selector) => ({selector, message: upstreamInternalsMessage});
/** Where the site's own code builds a path into a package's lib/ or to a file Docusaurus generates. */
const upstreamPathsSyntax = [
  `CallExpression[callee.name=/^(join|resolve)$/] > Literal.arguments[value='lib']`,
  `Literal[value=/^(routes\\.js|routesChunkNames\\.json|client-manifest\\.json|registry\\.js)$/]`,
].map(internalsRule);
/** Where a module is named other than by `import … from`: `import()` and `require.resolve()`. */
const upstreamInternalsSyntax = [
  `ImportExpression > Literal.source[value=${upstreamInternals}]`,
  `CallExpression[callee.property.name='resolve'] > Literal.arguments[value=${upstreamInternals}]`,
].map(internalsRule);
const internalLinks = {
  selector:
    "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='href'] > Literal[value=/^\\//]",
  message: 'Use @docusaurus/Link for internal links.',
};
const restrictedSyntax = [internalLinks, ...upstreamInternalsSyntax];

export default tseslint.config(
  {
    ignores: ['build/', '.docusaurus/', 'test-results/', 'playwright-report/', '.bench/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', internalLinks],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: upstreamInternalsAllowed,
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{regex: upstreamInternals.source, message: upstreamInternalsMessage}]},
      ],
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  {
    // The site's own code (tests read upstream's files to check what the site assumes of them).
    files: ['{src,scripts,deploy}/**/*.{ts,tsx,js,mjs,cjs}', '*.{ts,mjs}'],
    ignores: upstreamInternalsAllowed,
    rules: {
      'no-restricted-syntax': ['error', ...restrictedSyntax, ...upstreamPathsSyntax],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {globals: {process: 'readonly', console: 'readonly', URL: 'readonly'}},
  },
);
