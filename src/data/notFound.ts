/**
 * What the not-found page says (src/theme/NotFound/Content): edit freely. The heading and the
 * link home are the spec's; the tests read all of it from here.
 */
export const notFound = {
  heading: 'Oops! Page not found',
  /** The tab title (the site name follows it). */
  title: 'Page not found',
  /** What search results and link previews of a missing address say. */
  description:
    'There is no page at this address. It may have moved, or the address may be mistyped.',
  /** Followed by the missing path once the page runs, else by `thisAddress`. */
  nothingAt: 'There is nothing at',
  thisAddress: 'this address',
  /** After the path. */
  why: 'It may have moved, or the address may be mistyped.',
  home: 'Return to Home',
} as const;
