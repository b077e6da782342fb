/** What the search says when no place answers a query: "No direct answer to “…”." */
export const noDirectAnswer = 'No direct answer to';

export const noDirectAnswerTo = (question: string): string =>
  `${noDirectAnswer} “${question.trim()}”.`;

/** The heading of the closest places listed under it. */
export const relatedLabel = 'Related places';

/** What the search says where there is no index to search: the development server. */
export const needsBuildMessage = 'Search works on a build of the site. To try it, run';

/** The commands that build the site and serve the build, search included. */
export const buildCommand = 'npm run build && npm run serve';

/** The feedback form's hidden fields a search without an answer fills in. */
export const searchFeedbackFields = {question: 'question', page: 'page'} as const;
