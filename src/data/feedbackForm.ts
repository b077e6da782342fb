/** The words of the feedback form's card on /support (src/components/FeedbackForm). */
export const feedbackFormText = {
  heading: 'Feedback Form',
  direct: 'Open the feedback form in a new tab',
  loading: 'Loading the feedback form…',
  failed: 'The form could not be loaded here',
  frameTitle: 'Feedback form',
  noScript: 'The form needs JavaScript to appear here. You can still open it on its own page.',
} as const;

/**
 * Visitors' phrasings for the form's card, for the site search: words its heading and intro do
 * not use (WRITING.md, "Search").
 */
export const feedbackFormKeywords: readonly string[] = [
  'feedback form',
  'survey',
  'submit feedback',
  'send a bug report',
  'where do i send my suggestions',
  'how can i give feedback',
];
