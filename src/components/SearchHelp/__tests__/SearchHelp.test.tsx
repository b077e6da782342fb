import {render, screen} from '@testing-library/react';
import {brand} from '@site/src/brand';
import SearchHelp from '..';
import {questionFormUrl} from '../formLink';
import {buildCommand, noDirectAnswer, noDirectAnswerTo, searchFeedbackFields} from '../messages';

jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/guide'})}), {
  virtual: true,
});

describe('what the search says when no place answers', () => {
  it('says there is no direct answer to the question and offers the form with the question and the page filled in', () => {
    render(<SearchHelp question="  import bookmarks " />);
    expect(screen.getByText(noDirectAnswerTo('import bookmarks'))).toBeTruthy();
    const link = screen.getByRole('link', {name: /send us your question/});
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe(questionFormUrl(brand.feedbackFormUrl, 'import bookmarks', '/guide'));
    const url = new URL(href);
    expect(url.searchParams.get(searchFeedbackFields.question)).toBe('import bookmarks');
    expect(url.searchParams.get(searchFeedbackFields.page)).toBe('/guide');
    expect(link).toMatchObject({target: '_blank', rel: 'noopener noreferrer'});
    expect(screen.getByRole('link', {name: 'support page'}).getAttribute('href')).toBe('/support');
  });

  it('says, where there is no index, that search needs a build and how to make one', () => {
    render(<SearchHelp question="offline" needsBuild />);
    expect(screen.getByText(buildCommand)).toBeTruthy();
    expect(screen.queryByText(new RegExp(noDirectAnswer))).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
