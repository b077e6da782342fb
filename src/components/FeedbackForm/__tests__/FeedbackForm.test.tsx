import {fireEvent, render, screen} from '@testing-library/react';
import {brand, feedbackEmbedScriptUrl} from '@site/src/brand';
import FeedbackForm from '..';
import {embedSrcFor, isFormLoadedMessage, shareUrlFor} from '../embed';

function embedScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter(
    (script) => script.src === feedbackEmbedScriptUrl,
  );
}

afterEach(() => {
  delete window.Tally;
});

describe('embed address', () => {
  it('adds the four embed options to the form address', () => {
    const url = new URL(embedSrcFor('https://forms.test/embed/abc'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      alignLeft: '1',
      hideTitle: '1',
      transparentBackground: '1',
      dynamicHeight: '1',
    });
    expect(url.pathname).toBe('/embed/abc');
  });

  it('keeps a query the form address already has', () => {
    expect(embedSrcFor('https://forms.test/embed/abc?ref=site')).toMatch(/\?ref=site&alignLeft=1/);
  });
});

describe('share address', () => {
  it('turns the host embed view into the form page', () => {
    expect(shareUrlFor('https://tally.so/embed/abc')).toBe('https://tally.so/r/abc');
  });

  it('drops the embed options and keeps any other query', () => {
    expect(shareUrlFor('https://tally.so/embed/abc?ref=site&hideTitle=1')).toBe(
      'https://tally.so/r/abc?ref=site',
    );
  });

  it('leaves an address that is not an embed view as it is', () => {
    expect(shareUrlFor('https://forms.test/f/abc')).toBe('https://forms.test/f/abc');
  });
});

describe('load signal', () => {
  it('recognises the host message that the form has loaded', () => {
    expect(isFormLoadedMessage('{"event":"Tally.FormLoaded","payload":{"formId":"abc"}}')).toBe(
      true,
    );
  });

  it('ignores other messages', () => {
    expect(isFormLoadedMessage('{"event":"Tally.FormPageView"}')).toBe(false);
    expect(isFormLoadedMessage('Tally.FormLoaded but not JSON')).toBe(false);
    expect(isFormLoadedMessage({event: 'Tally.FormLoaded'})).toBe(false);
  });
});

describe('FeedbackForm', () => {
  it('adds the embed script while shown and removes it when the visitor leaves', () => {
    const {unmount} = render(<FeedbackForm />);
    expect(embedScripts()).toHaveLength(1);
    unmount();
    expect(embedScripts()).toHaveLength(0);
  });

  it('lets the embed script load the form once it has loaded', () => {
    render(<FeedbackForm />);
    const loadEmbeds = jest.fn();
    window.Tally = {loadEmbeds};
    fireEvent.load(embedScripts()[0]!);
    expect(loadEmbeds).toHaveBeenCalledTimes(1);
  });

  it('loads the form directly when the embed script fails', () => {
    render(<FeedbackForm />);
    const frame = screen.getByTitle('Feedback form');
    expect(frame.getAttribute('src')).toBeNull();
    fireEvent.error(embedScripts()[0]!);
    expect(frame.getAttribute('src')).toBe(embedSrcFor(brand.feedbackFormUrl));
  });

  it('loads the form directly when the embed script throws', () => {
    render(<FeedbackForm />);
    window.Tally = {
      loadEmbeds: () => {
        throw new Error('broken widget');
      },
    };
    fireEvent.load(embedScripts()[0]!);
    expect(screen.getByTitle('Feedback form').getAttribute('src')).toBe(
      embedSrcFor(brand.feedbackFormUrl),
    );
  });

  it('uses an embed script that is already on the page at once', () => {
    const loadEmbeds = jest.fn();
    window.Tally = {loadEmbeds};
    render(<FeedbackForm />);
    expect(loadEmbeds).toHaveBeenCalledTimes(1);
  });

  it('always offers the form on its own page', () => {
    render(<FeedbackForm />);
    const link = screen.getByRole('link', {name: 'Open the feedback form in a new tab'});
    expect(link).toHaveProperty('href', shareUrlFor(brand.feedbackFormUrl));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
