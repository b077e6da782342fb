/**
 * What the wrappers in src/theme/SearchBar and src/theme/SearchPage and the index step in
 * src/plugins/searchLocal.ts rely on in @easyops-cn/docusaurus-search-local. If one of these
 * fails, the theme changed: check the wrapper named in the message before updating the test.
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';

const theme = join(
  dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/client/client/theme',
);
const read = (path: string): string => readFileSync(join(theme, path), 'utf8');

describe('the search theme, as the wrappers expect it', () => {
  it('focuses its box by calling focus() on the input element after the index loads', () => {
    const source = read('SearchBar/SearchBar.jsx');
    // src/theme/SearchBar replaces that element's focus() to keep focus where the visitor is.
    expect(source).toMatch(/focusAfterIndexLoaded\.current\) \{[\s\S]{0,200}input\.focus\(\)/);
  });

  it('marks its empty dropdown with the noResults class and the translatable message', () => {
    const source = read('SearchBar/EmptyTemplate.js');
    // src/theme/SearchBar puts its help after the element whose class starts with noResults_.
    expect(source).toContain('class="${styles.noResults}"');
    expect(source).toContain('theme.SearchBar.noResultsText');
  });

  it('shows its empty search page message as a paragraph of its own', () => {
    const source = read('SearchPage/SearchPage.jsx');
    // src/theme/SearchPage finds the paragraph whose text is exactly that message.
    expect(source).toMatch(/<p>\s*\{translate\(\{\s*id: "theme\.SearchPage\.noResultsText"/);
  });
});
