import {shareUrlFor} from '../FeedbackForm/embed';
import {helpfulFields, type HelpfulAnswer} from '../../data/helpful';

/** Which page an answer is about: its path and, for docs, the docs version it belongs to. */
export interface HelpfulPage {
  path: string;
  version?: string;
}

/**
 * The feedback form's own page with the answer filled in: the host pre-fills hidden fields from
 * query parameters of the same name, so the form arrives knowing the page, version and answer.
 */
export function helpfulFormUrl(formUrl: string, page: HelpfulPage, answer: HelpfulAnswer): string {
  const url = new URL(shareUrlFor(formUrl));
  url.searchParams.set(helpfulFields.page, page.path);
  if (page.version) url.searchParams.set(helpfulFields.version, page.version);
  url.searchParams.set(helpfulFields.answer, answer);
  return url.href;
}
