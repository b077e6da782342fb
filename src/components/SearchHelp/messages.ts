/** What the search says when nothing matches, in the dropdown and on the search page. */
export const noResultsMessage = 'Nothing on this site matches that yet.';
