import {fireEvent, render, screen} from '@testing-library/react';
import {brand} from '@site/src/brand';
import ErrorPageContent from '..';

it('the crash screen apologises on brand, offers "Try again" and a way home, and keeps the details', () => {
  const tryAgain = jest.fn();
  render(<ErrorPageContent error={new Error('boom in a section')} tryAgain={tryAgain} />);
  expect(screen.getByRole('heading', {level: 1}).textContent).toBe(
    'Something went wrong on this page',
  );
  screen.getByText(`${brand.productName} home page`, {exact: false});
  fireEvent.click(screen.getByRole('button', {name: 'Try again'}));
  expect(tryAgain).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', {name: 'Return to Home'}).getAttribute('href')).toBe('/');
  screen.getByText('boom in a section');
});
