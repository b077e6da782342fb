import {brand} from '@site/src/brand';

/**
 * What the crash screen says when a page fails while it runs (src/theme/ErrorPageContent): edit
 * freely; the tests read it from here.
 */
export const errorPage = {
  heading: 'Something went wrong on this page',
  /** Followed by a link-free way home: the buttons below. */
  body: `Nothing you did is lost. Try loading the page again, or go back to the ${brand.productName} home page.`,
  tryAgain: 'Try again',
  home: 'Return to Home',
  details: 'Technical details',
} as const;
