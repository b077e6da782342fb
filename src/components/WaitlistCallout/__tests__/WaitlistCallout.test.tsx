import {render, screen} from '@testing-library/react';
import WaitlistCallout from '..';
import {waitlistCalloutText as text} from '@site/src/data/waitlistCallout';

// Its link to the waitlist, in a new tab: tests/e2e/articles.spec.ts, in every article.
it('says to screen readers that the waitlist opens in a new tab, and shows the article’s own words', () => {
  render(<WaitlistCallout>Try capture on your own reading.</WaitlistCallout>);
  screen.getByRole('link', {name: `${text.button} (opens in a new tab)`});
  expect(screen.getByRole('complementary', {name: text.label}).textContent).toContain(
    'Try capture on your own reading.',
  );
});
