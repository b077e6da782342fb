import {shareUrlFor} from '../FeedbackForm/embed';
import {searchFeedbackFields} from './messages';

/**
 * The feedback form's own page with the visitor's unanswered question filled in, and the page
 * they asked it on: the form host pre-fills hidden fields from query parameters of the same name.
 */
export function questionFormUrl(formUrl: string, question: string, page: string): string {
  const url = new URL(shareUrlFor(formUrl));
  url.searchParams.set(searchFeedbackFields.question, question.trim());
  url.searchParams.set(searchFeedbackFields.page, page);
  return url.href;
}
