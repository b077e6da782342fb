import {fireEvent, render, screen} from '@testing-library/react';
import {brand, feedbackEmbedScriptUrl} from '@site/src/brand';
import {feedbackFormKeywords, feedbackFormText} from '@site/src/data/feedbackForm';
import {placesOfPage} from '@site/src/plugins/searchPlaces';
import FeedbackForm from '..';
import {embedSrcFor, shareUrlFor} from '../embed';

// The embed options, the script's life, a blocked script or host, the form's link: support.spec.ts.

afterEach(() => delete window.Tally);

it('the embed address keeps a query of the form address before its own options', () => {
  expect(embedSrcFor('https://forms.test/embed/abc?ref=site')).toMatch(/\?ref=site&alignLeft=1/);
});

// A field with no value (no docs version) is left out; Helpful widget's fields: releases.spec.ts.
it('the share address is the form page of an embed view, with only its other query and the fields given', () => {
  expect(shareUrlFor('https://tally.so/embed/abc')).toBe('https://tally.so/r/abc');
  const fields = {page: '/a', version: undefined};
  const withQuery = shareUrlFor('https://tally.so/embed/abc?ref=site&hideTitle=1', fields);
  expect(withQuery).toBe('https://tally.so/r/abc?ref=site&page=%2Fa');
  // An address that is not an embed view stays as it is.
  expect(shareUrlFor('https://forms.test/f/abc')).toBe('https://forms.test/f/abc');
});

it('the site search finds the card by the phrasings visitors use for it', () => {
  const html = `<!doctype html><html><head><title>T</title></head><body><main><div data-pagefind-body><header><h1>Support</h1></header>${render(<FeedbackForm />).container.innerHTML}</div></main></body></html>`;
  const card = placesOfPage('/support', html, '/')?.places.find(
    ({title}) => title === feedbackFormText.heading,
  );
  expect(card?.keywords).toEqual(feedbackFormKeywords);
});

it('uses an embed script already on the page at once, and loads the form directly should it throw', () => {
  const loadEmbeds = jest.fn();
  window.Tally = {loadEmbeds};
  render(<FeedbackForm />).unmount();
  expect(loadEmbeds).toHaveBeenCalledTimes(1);
  render(<FeedbackForm />);
  const frame = screen.getByTitle(feedbackFormText.frameTitle);
  expect(frame.getAttribute('src')).toBeNull();
  window.Tally = {
    loadEmbeds: () => {
      throw new Error('broken widget');
    },
  };
  fireEvent.load(document.querySelector(`script[src="${feedbackEmbedScriptUrl}"]`)!);
  expect(frame.getAttribute('src')).toBe(embedSrcFor(brand.feedbackFormUrl));
});
