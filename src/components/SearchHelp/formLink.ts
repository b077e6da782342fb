import {shareUrlFor} from '../FeedbackForm/embed';
import {searchFeedbackFields} from './messages';

/** The feedback form's own page with the unanswered question and the page it was asked on. */
export function questionFormUrl(formUrl: string, question: string, page: string): string {
  const url = new URL(shareUrlFor(formUrl));
  url.searchParams.set(searchFeedbackFields.question, question.trim());
  url.searchParams.set(searchFeedbackFields.page, page);
  return url.href;
}
