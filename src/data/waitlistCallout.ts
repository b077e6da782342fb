import {browserName} from '@site/src/brand';

/** The words of the invitation to join the beta that closes each article (WaitlistCallout). */
export const waitlistCalloutText = {
  label: 'Join the beta',
  title: `Try ${browserName} in the beta`,
  /** When the article gives no words of its own. */
  body: 'Beta spots are filling fast. Join the waitlist to be among the first to try it.',
  button: 'Join Beta Waitlist',
} as const;
