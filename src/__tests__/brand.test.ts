import {
  brand,
  defaultBrand,
  embedScriptUrlFor,
  feedbackEmbedScriptUrl,
  placeholderWarning,
  resolveBrand,
} from '../brand';

const env = {
  CONTACT_EMAIL: 'team@recall.test',
  SITE_URL: 'https://recall.test/',
  WAITLIST_URL: 'https://forms.recall.test/waitlist',
  FEEDBACK_FORM_URL: 'https://forms.recall.test/feedback',
  PRIVACY_POLICY_URL: 'https://recall.test/privacy',
};

it('the brand uses the documented defaults when no variable is set or one is empty; an unset source repository is no placeholder, a set one is taken', () => {
  expect(resolveBrand({})).toEqual(defaultBrand);
  expect(resolveBrand({PRODUCT_NAME: '  ', SOURCE_URL: ' '})).toEqual(defaultBrand);
  expect(defaultBrand.productName).toBe('Mnemo');
  expect(defaultBrand.sourceUrl).toBeNull();
  expect(placeholderWarning(resolveBrand(env))).toBeNull();
  expect(resolveBrand({SOURCE_URL: 'https://code.test/core'}).sourceUrl).toBe(
    'https://code.test/core',
  );
});

it('the brand rejects destinations that are not https URLs and malformed addresses', () => {
  expect(() => resolveBrand({WAITLIST_URL: 'http://insecure.test'})).toThrow(/WAITLIST_URL/);
  expect(() => resolveBrand({SITE_URL: 'not a url'})).toThrow(/SITE_URL/);
  expect(() => resolveBrand({CONTACT_EMAIL: 'nobody'})).toThrow(/CONTACT_EMAIL/);
  expect(() => resolveBrand({SOURCE_URL: 'git@code.test:core.git'})).toThrow(/SOURCE_URL/);
});

it('the feedback embed script is the widget script on the feedback form’s origin, wherever', () => {
  expect(feedbackEmbedScriptUrl).toBe(`${new URL(brand.feedbackFormUrl).origin}/widgets/embed.js`);
  for (const origin of ['https://tally.so', 'https://forms.example.test'])
    expect(embedScriptUrlFor(`${origin}/embed/abc?x=1`)).toBe(`${origin}/widgets/embed.js`);
});
