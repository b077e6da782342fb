/** Search-engine metadata built from the brand: JSON-LD data and robots.txt. */
import type {Brand} from './brand';
import {platforms} from './data/download';
import type {FaqEntry} from './data/faq';

/** Every social card, the site's and each article's, is this size (Open Graph's large card). */
export const socialCardSize = {width: 1200, height: 630} as const;

/** Path of the site-wide social card, relative to the base URL; the build draws it. */
export const siteSocialCard = 'img/social/site.png';

/** Path of the square logo that the structured data names; the build draws it too. */
export const siteLogo = 'img/social/logo.png';

/** Organization and SoftwareApplication, linked by id, as one schema.org graph. */
export function structuredData(brand: Brand, description: string): object {
  const organizationId = `${brand.siteUrl}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: brand.productName,
        url: `${brand.siteUrl}/`,
        logo: `${brand.siteUrl}/${siteLogo}`,
        email: brand.contactEmail,
      },
      {
        '@type': 'SoftwareApplication',
        name: `${brand.productName} Browser`,
        url: `${brand.siteUrl}/`,
        description,
        image: `${brand.siteUrl}/${siteSocialCard}`,
        applicationCategory: 'BrowserApplication',
        // Only the systems with a build today; the others are coming soon.
        operatingSystem: platforms
          .filter((platform) => platform.available)
          .map((platform) => platform.name)
          .join(', '),
        publisher: {'@id': organizationId},
      },
    ],
  };
}

/** The FAQ as schema.org's FAQPage, each answer's paragraphs as the page shows them. */
export function faqPageData(entries: readonly FaqEntry[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: {'@type': 'Answer', text: entry.answer.join('\n\n')},
    })),
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no tag can close it. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** robots.txt: everything may be crawled; the sitemap is at the canonical origin. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** A doc page as schema.org's WebPage, `dateModified` from its last commit when known. */
export function webPageData(page: {
  url: string;
  name: string;
  description: string;
  lastUpdatedAt?: number | null;
}): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: page.url,
    name: page.name,
    description: page.description,
    ...(page.lastUpdatedAt ? {dateModified: new Date(page.lastUpdatedAt).toISOString()} : {}),
  };
}
