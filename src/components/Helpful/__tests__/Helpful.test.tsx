import {fireEvent, render, screen} from '@testing-library/react';
import {brand} from '@site/src/brand';
import {helpful, helpfulFields} from '@site/src/data/helpful';
import {helpfulFormUrl} from '../formLink';
import Helpful from '..';

jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/support'})}), {
  virtual: true,
});

it('the form link of an answer is the form’s own page with the page, version and answer filled in', () => {
  const url = new URL(
    helpfulFormUrl('https://forms.example/embed/abc?x=1', {path: '/a', version: '1.0'}, 'no'),
  );
  expect(url.origin + url.pathname).toBe('https://forms.example/r/abc');
  expect(url.searchParams.get('x')).toBe('1');
  expect(url.searchParams.get(helpfulFields.page)).toBe('/a');
  expect(url.searchParams.get(helpfulFields.version)).toBe('1.0');
  expect(url.searchParams.get(helpfulFields.answer)).toBe('no');
  const unversioned = new URL(helpfulFormUrl(brand.feedbackFormUrl, {path: '/a'}, 'yes'));
  expect(unversioned.searchParams.has(helpfulFields.version)).toBe(false);
});

it('Helpful offers Yes and No as new-tab links, and announces the choice politely', () => {
  render(<Helpful version="current" />);
  const status = screen.getByRole('status');
  expect(status.textContent).toBe('');
  const no = screen.getByRole('link', {name: new RegExp(`^${helpful.answers.no}`)});
  expect(no).toMatchObject({target: '_blank', rel: 'noopener noreferrer'});
  const href = new URL(no.getAttribute('href') ?? '');
  expect(href.searchParams.get(helpfulFields.page)).toBe('/support');
  expect(href.searchParams.get(helpfulFields.answer)).toBe('no');
  fireEvent.click(no);
  expect(status.textContent).toBe(helpful.thanks.no);
  expect(screen.getByRole('link', {name: brand.contactEmail}).getAttribute('href')).toBe(
    `mailto:${brand.contactEmail}`,
  );
});
