import {fireEvent, render, screen} from '@testing-library/react';
import {brand, feedbackEmbedScriptUrl} from '@site/src/brand';
import {feedbackFormKeywords, feedbackFormText} from '@site/src/data/feedbackForm';
import {placesOfPage} from '@site/src/plugins/searchPlaces';
import FeedbackForm from '..';
import {embedSrcFor, isFormLoadedMessage, shareUrlFor} from '../embed';

const embedScripts = () =>
  document.querySelectorAll<HTMLScriptElement>(`script[src="${feedbackEmbedScriptUrl}"]`);
/** The host's embed script has loaded, with the given way to load the form. */
const scriptLoads = (loadEmbeds: () => void) => {
  window.Tally = {loadEmbeds};
  fireEvent.load(embedScripts()[0]!);
};
const broken = () => {
  throw new Error('broken widget');
};
const frame = () => screen.getByTitle(feedbackFormText.frameTitle);

afterEach(() => delete window.Tally);

it('the embed address adds the four embed options to the form address, keeping its query', () => {
  const url = new URL(embedSrcFor('https://forms.test/embed/abc'));
  const options = {alignLeft: '1', hideTitle: '1', transparentBackground: '1', dynamicHeight: '1'};
  expect(Object.fromEntries(url.searchParams)).toEqual(options);
  expect(url.pathname).toBe('/embed/abc');
  expect(embedSrcFor('https://forms.test/embed/abc?ref=site')).toMatch(/\?ref=site&alignLeft=1/);
});

it('the share address is the form page of an embed view, with only its other query', () => {
  expect(shareUrlFor('https://tally.so/embed/abc')).toBe('https://tally.so/r/abc');
  expect(shareUrlFor('https://tally.so/embed/abc?ref=site&hideTitle=1')).toBe(
    'https://tally.so/r/abc?ref=site',
  );
  // An address that is not an embed view stays as it is.
  expect(shareUrlFor('https://forms.test/f/abc')).toBe('https://forms.test/f/abc');
});

it('the load signal is the host’s message that the form has loaded, and no other', () => {
  expect(isFormLoadedMessage('{"event":"Tally.FormLoaded","payload":{"formId":"abc"}}')).toBe(true);
  expect(isFormLoadedMessage('{"event":"Tally.FormPageView"}')).toBe(false);
  expect(isFormLoadedMessage('Tally.FormLoaded but not JSON')).toBe(false);
  expect(isFormLoadedMessage({event: 'Tally.FormLoaded'})).toBe(false);
});

it('the site search finds the card by the phrasings visitors use for it', () => {
  const html = `<!doctype html><html><head><title>T</title></head><body><main><div data-pagefind-body><header><h1>Support</h1></header>${render(<FeedbackForm />).container.innerHTML}</div></main></body></html>`;
  const card = placesOfPage('/support', html, '/')?.places.find(
    ({title}) => title === feedbackFormText.heading,
  );
  expect(card?.keywords).toEqual(feedbackFormKeywords);
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
    scriptLoads(loadEmbeds);
    expect(loadEmbeds).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['fails', () => fireEvent.error(embedScripts()[0]!)],
    ['throws', () => scriptLoads(broken)],
  ])('loads the form directly when the embed script %s', (_, breakScript) => {
    render(<FeedbackForm />);
    expect(frame().getAttribute('src')).toBeNull();
    breakScript();
    expect(frame().getAttribute('src')).toBe(embedSrcFor(brand.feedbackFormUrl));
  });

  it('uses an embed script that is already on the page at once', () => {
    const loadEmbeds = jest.fn();
    window.Tally = {loadEmbeds};
    render(<FeedbackForm />);
    expect(loadEmbeds).toHaveBeenCalledTimes(1);
  });

  it('always offers the form on its own page', () => {
    render(<FeedbackForm />);
    const link = screen.getByRole('link', {name: feedbackFormText.direct});
    const href = shareUrlFor(brand.feedbackFormUrl);
    expect(link).toMatchObject({href, target: '_blank', rel: 'noopener noreferrer'});
  });

  it('in place of a form that cannot load, says so and offers its page and the e-mail address', () => {
    render(<FeedbackForm />);
    fireEvent.error(embedScripts()[0]!);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(feedbackFormText.failed);
    const links = Array.from(status.querySelectorAll('a'), (link) => link.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([shareUrlFor(brand.feedbackFormUrl), `mailto:${brand.contactEmail}`]),
    );
    expect(frame().className).toMatch(/unreachable/);
  });
});
