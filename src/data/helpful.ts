/**
 * "Was this page helpful?" under every article, the support page and each release note: what it
 * says, and the names of the feedback form's hidden fields it fills in through the form's address.
 */
export const helpful = {
  question: 'Was this page helpful?',
  answers: {yes: 'Yes', no: 'No'},
  /** Said before a choice: what a choice does. */
  hint: 'Your answer opens the feedback form in a new tab, where you can add a reason if you like.',
  /** Announced after a choice, followed by the reason link and the email address. */
  thanks: {
    yes: 'Thank you: glad it helped.',
    no: 'Thank you: we will work on this page.',
  },
  reason: 'Add a reason (optional) in the form',
  orWrite: 'Or write to',
  newTab: ' (opens in a new tab)',
} as const;

export type HelpfulAnswer = keyof typeof helpful.answers;

/** The form's hidden fields, filled in from the query string of its address. */
export const helpfulFields = {page: 'page', version: 'version', answer: 'answer'} as const;
