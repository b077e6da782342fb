import {render, screen} from '@testing-library/react';
import WaitlistCallout from '..';
import {brand} from '@site/src/brand';
import {waitlistCalloutText as text} from '@site/src/data/waitlistCallout';

it('links to the waitlist in a new tab, says so to screen readers, and shows the article’s own words', () => {
  render(<WaitlistCallout>Try capture on your own reading.</WaitlistCallout>);
  const link = screen.getByRole('link', {name: `${text.button} (opens in a new tab)`});
  expect(link.getAttribute('href')).toBe(brand.waitlistUrl);
  expect(link).toMatchObject({target: '_blank', rel: 'noopener noreferrer'});
  expect(screen.getByRole('complementary', {name: text.label}).textContent).toContain(
    'Try capture on your own reading.',
  );
});
