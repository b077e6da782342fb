import {brand} from '@site/src/brand';
import {helpfulFields} from '@site/src/data/helpful';
import {shareUrlFor} from '../../FeedbackForm/embed';

// The widget under a page, its links, and the thanks it announces: tests/e2e/releases.spec.ts.
it('the form link of an answer is the form’s own page with the page, version and answer filled in', () => {
  const url = new URL(
    shareUrlFor('https://forms.example/embed/abc?x=1', {
      [helpfulFields.page]: '/a',
      [helpfulFields.version]: '1.0',
      [helpfulFields.answer]: 'no',
    }),
  );
  expect(url.origin + url.pathname).toBe('https://forms.example/r/abc');
  expect(url.searchParams.get('x')).toBe('1');
  expect(url.searchParams.get(helpfulFields.page)).toBe('/a');
  expect(url.searchParams.get(helpfulFields.version)).toBe('1.0');
  expect(url.searchParams.get(helpfulFields.answer)).toBe('no');
  const unversioned = new URL(shareUrlFor(brand.feedbackFormUrl, {[helpfulFields.page]: '/a'}));
  expect(unversioned.searchParams.has(helpfulFields.version)).toBe(false);
});
