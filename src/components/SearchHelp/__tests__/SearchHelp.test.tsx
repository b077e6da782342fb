import {render, screen} from '@testing-library/react';
import SearchHelp from '..';
import {buildCommand, noDirectAnswer} from '../messages';

jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/guide'})}), {
  virtual: true,
});

// What it says, its links and the form's address, filled in, in a new tab:
// tests/e2e/search-answers.spec.ts.
describe('what the search says when no place answers', () => {
  it('opens the form without giving it this page as its opener', () => {
    render(<SearchHelp question="import bookmarks" />);
    const link = screen.getByRole('link', {name: /send us your question/});
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says, where there is no index, that search needs a build and how to make one', () => {
    render(<SearchHelp question="offline" needsBuild />);
    expect(screen.getByText(buildCommand)).toBeTruthy();
    expect(screen.queryByText(new RegExp(noDirectAnswer))).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
