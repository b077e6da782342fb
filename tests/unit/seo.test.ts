import {defaultBrand} from '../../src/brand';
import {jsonLdText, robotsTxt, structuredData} from '../../src/seo';

describe('structured data', () => {
  const data = structuredData(defaultBrand, 'A browser.');

  it('describes the organisation and the product, linked by id', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@graph': [
        {'@type': 'Organization', '@id': 'https://mnemo.example/#organization', name: 'Mnemo'},
        {
          '@type': 'SoftwareApplication',
          name: 'Mnemo Browser',
          description: 'A browser.',
          publisher: {'@id': 'https://mnemo.example/#organization'},
        },
      ],
    });
  });

  it('cannot close its script element', () => {
    expect(jsonLdText({text: '</script><script>alert(1)</script>'})).not.toContain('<');
  });
});

describe('robots.txt', () => {
  it('names the sitemap on the canonical origin', () => {
    expect(robotsTxt('https://mnemo.app')).toContain('Sitemap: https://mnemo.app/sitemap.xml');
  });
});
