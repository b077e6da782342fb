import {fireEvent, render, screen} from '@testing-library/react';
import {brand} from '@site/src/brand';
import {errorPage as text} from '@site/src/data/errorPage';
import ErrorPageContent from '..';

it('the crash screen apologises on brand, offers to try again and a way home, and keeps the details', () => {
  const tryAgain = jest.fn();
  render(<ErrorPageContent error={new Error('boom in a section')} tryAgain={tryAgain} />);
  expect(screen.getByRole('heading', {level: 1}).textContent).toBe(text.heading);
  expect(text.body).toContain(brand.productName);
  screen.getByText(text.body);
  fireEvent.click(screen.getByRole('button', {name: text.tryAgain}));
  expect(tryAgain).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', {name: text.home}).getAttribute('href')).toBe('/');
  screen.getByText('boom in a section');
});
