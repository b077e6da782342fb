/** Where the build writes the site search's index (src/plugins/searchIndex.ts), under the root. */
export const searchIndexDir = 'search-index';
