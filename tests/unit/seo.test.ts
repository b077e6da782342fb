import {defaultBrand} from '../../src/brand';
import {jsonLdText, structuredData} from '../../src/seo';

describe('structured data', () => {
  const data = structuredData(defaultBrand, 'A browser.');
  const organizationId = `${defaultBrand.siteUrl}/#organization`;

  it('describes the organisation and the product, linked by id', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@graph': [
        {'@type': 'Organization', '@id': organizationId, name: defaultBrand.productName},
        {
          '@type': 'SoftwareApplication',
          name: `${defaultBrand.productName} Browser`,
          description: 'A browser.',
          publisher: {'@id': organizationId},
        },
      ],
    });
  });

  it('cannot close its script element', () => {
    expect(jsonLdText({text: '</script><script>alert(1)</script>'})).not.toContain('<');
  });
});

// robots.txt as served, naming the sitemap on the canonical origin: seo.spec.ts.
