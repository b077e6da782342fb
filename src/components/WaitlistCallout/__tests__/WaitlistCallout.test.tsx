import {render, screen} from '@testing-library/react';
import WaitlistCallout from '..';
import {brand} from '@site/src/brand';

it('links to the waitlist in a new tab and says so to screen readers', () => {
  render(<WaitlistCallout />);
  const link = screen.getByRole('link', {name: 'Join Beta Waitlist (opens in a new tab)'});
  expect(link.getAttribute('href')).toBe(brand.waitlistUrl);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
});

it('uses the article’s own words when given', () => {
  render(<WaitlistCallout>Try capture on your own reading.</WaitlistCallout>);
  expect(screen.getByRole('complementary', {name: 'Join the beta'}).textContent).toContain(
    'Try capture on your own reading.',
  );
});
