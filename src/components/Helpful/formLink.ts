import {shareUrlFor} from '../FeedbackForm/embed';
import {helpfulFields, type HelpfulAnswer} from '../../data/helpful';

/**
 * The feedback form's own page with the page's path, docs version and answer filled in: the host
 * pre-fills hidden fields from query parameters of the same name.
 */
export function helpfulFormUrl(
  formUrl: string,
  page: {path: string; version?: string},
  answer: HelpfulAnswer,
): string {
  const url = new URL(shareUrlFor(formUrl));
  url.searchParams.set(helpfulFields.page, page.path);
  if (page.version) url.searchParams.set(helpfulFields.version, page.version);
  url.searchParams.set(helpfulFields.answer, answer);
  return url.href;
}
