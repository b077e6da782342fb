/** What the search says when nothing matches, in the dropdown and on the search page. */
export const noResultsMessage = 'Nothing on this site matches that yet.';

/** What the search says where there is no index to search: the development server. */
export const needsBuildMessage = 'Search works on a build of the site. To try it, run';

/** The commands that build the site and serve the build, search included. */
export const buildCommand = 'npm run build && npm run serve';

/** The feedback form's hidden fields a search that found nothing fills in. */
export const searchFeedbackFields = {question: 'question', page: 'page'} as const;
