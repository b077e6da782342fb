/* global module */
/**
 * Pagefind's Node API is an ES module with no CommonJS entry. The loader of the site's config
 * (jiti) turns every `import()` in the modules it loads into a `require()`, which cannot load
 * it; this file is loaded by Node itself (src/plugins/siteSearch.ts), so its `import()` is
 * Node's own.
 */
module.exports = function loadPagefind() {
  return import('pagefind');
};
