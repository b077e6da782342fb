import {jsonLdText} from '../../src/seo';

// The organisation and the product, linked by id, on every page as built: seo.spec.ts.
it('structured data cannot close its script element', () => {
  expect(jsonLdText({text: '</script><script>alert(1)</script>'})).not.toContain('<');
});
