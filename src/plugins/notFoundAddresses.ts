/**
 * Names the site's page addresses on the not-found page's loader, which sends another spelling
 * of a page (`/Support`) on to its address: the host serves that page for any unknown path.
 */

/** Where the page template's loader starts: the attribute goes right before this. */
const loaderTag = '<script data-scripts=';

/** The page with the addresses named on its loader; throws when the loader is not there once. */
export function withAddresses(html: string, page: string, pages: readonly string[]): string {
  const count = html.split(loaderTag).length - 1;
  if (count !== 1) {
    throw new Error(
      `notFoundAddresses (src/plugins/notFoundAddresses.ts): ${page} has ${count} page-template ` +
        `loaders (${loaderTag}…), expected 1; see src/plugins/ssrTemplate.ts.`,
    );
  }
  return html.replace(loaderTag, () => `<script data-pages="${pages.join(' ')}" data-scripts=`);
}
