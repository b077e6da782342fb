import {render, screen} from '@testing-library/react';
import SearchHelp from '..';
import {buildCommand, noDirectAnswer, searchFeedbackFields} from '../messages';

jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/guide'})}), {
  virtual: true,
});

// The no-answer text, its links and the form's address: tests/e2e/search-answers.spec.ts.
it('offers the form with the question, trimmed, and the page filled in, in a new tab', () => {
  render(<SearchHelp question="  import bookmarks " />);
  const link = screen.getByRole('link', {name: /send us your question/});
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.searchParams.get(searchFeedbackFields.question)).toBe('import bookmarks');
  expect(url.searchParams.get(searchFeedbackFields.page)).toBe('/guide');
  expect(link).toMatchObject({target: '_blank', rel: 'noopener noreferrer'});
});

it('says, where there is no index, that search needs a build and how to make one', () => {
  render(<SearchHelp question="offline" needsBuild />);
  expect(screen.getByText(buildCommand)).toBeTruthy();
  expect(screen.queryByText(new RegExp(noDirectAnswer))).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});
