/** Where the build writes the search index (src/plugins/siteSearch.ts), under the site's root. */
export const searchBundleDir = 'pagefind';
