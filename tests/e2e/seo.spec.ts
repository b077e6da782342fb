import {test, expect, gotoHydrated, sitemapPaths} from './fixtures';
import {articles, releaseFeeds, releaseNotes} from './docsIndex';
import {markdownPath} from '../../src/markdownCopy';
import config from '../../docusaurus.config';
import {brand} from '../../src/brand';
import {faq} from '../../src/data/faq';
import {socialCardSize} from '../../src/seo';
import {pngSize} from '../shared/png';

for (const path of sitemapPaths()) {
  test(`${path} has its title, description, canonical URL, social tags, and its feeds and Markdown copy as alternates`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    // A head tag's content, quoted or not.
    const meta = (attribute: string, key: string): string | undefined => {
      const named = `${attribute}=(?:"${key}"|${key}(?=\\s))`;
      const tag = new RegExp(`<meta[^>]*${named}[^>]*content=(?:"([^"]*)"|([^\\s>]+))`).exec(html);
      return tag?.[1] ?? tag?.[2];
    };
    const url = `${brand.siteUrl}${path}`;
    expect(html).toMatch(new RegExp(`<link[^>]*rel=canonical[^>]*href=${url}[\\s/>]`));
    const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain(brand.productName);
    expect(meta('property', 'og:title')).toBe(title);
    const description = meta('name', 'description');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    expect(meta('property', 'og:description')).toBe(description);
    expect(meta('property', 'og:url')).toBe(url);
    // A release note is an Open Graph article; every other page is the site's.
    const isNote = (await releaseNotes()).some((note) => note.path === path);
    expect(meta('property', 'og:type')).toBe(isNote ? 'article' : 'website');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    const image = meta('property', 'og:image') ?? '';
    expect(meta('name', 'twitter:image')).toBe(image);
    // Its own card, named after its file (in its version's folder, if any), or the site's.
    const isArticle = (await articles()).some(({slug}) => `/${slug}` === path);
    const card = isArticle ? `/([\\w.-]+/)?${path.slice(1)}` : isNote ? path : '/site';
    expect(image).toMatch(new RegExp(`^${brand.siteUrl}/img/social${card}\\.png$`));
    const bytes = await (await request.get(new URL(image).pathname)).body();
    expect(pngSize(bytes)).toEqual({signature: 'PNG', ...socialCardSize});
    expect(bytes.length).toBeLessThan(120_000);
    // Its alternates, each once: the release notes' feeds (releases.spec.ts) and its Markdown copy.
    const head = html.slice(0, html.indexOf('</head>'));
    const alternates = [
      ...head.matchAll(/<link rel="?alternate"? type="?([^"\s>]+)"? href="?([^"\s>]+)/g),
    ];
    expect(alternates.map(([, type, href]) => ({type, href}))).toEqual([
      ...releaseFeeds,
      {type: 'text/markdown', href: markdownPath(path)},
    ]);
  });
}

// Read as served or once hydrated: while React hydrates, the head's tags are rewritten.
test('every page describes the organisation and the product as structured data, with JavaScript and without; the home page alone adds its FAQ, as shown', async ({
  page,
  request,
  openContext,
}) => {
  const withoutScripts = await (await openContext({javaScriptEnabled: false})).newPage();
  for (const tab of [page, withoutScripts]) {
    for (const path of ['/', '/support']) {
      await (tab === page ? gotoHydrated(tab, path) : tab.goto(path));
      const blocks = await tab
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
      const graphs = blocks.filter((block) => '@graph' in block);
      expect(graphs).toHaveLength(1);
      // The product, described by the site's tagline, is published by the organisation.
      const id = `${brand.siteUrl}/#organization`;
      expect(graphs[0]).toMatchObject({
        '@context': 'https://schema.org',
        '@graph': [
          {'@type': 'Organization', '@id': id, name: brand.productName, url: `${brand.siteUrl}/`},
          {
            '@type': 'SoftwareApplication',
            name: `${brand.productName} Browser`,
            description: config.tagline,
            publisher: {'@id': id},
          },
        ],
      });
      // The logo it names is drawn by the build, like the cards.
      const logo = new URL(String(graphs[0]['@graph'][0].logo)).pathname;
      expect((await request.get(logo)).headers()['content-type'], logo).toBe('image/png');
      // The home page alone shows the FAQ, and describes it as an FAQPage.
      const mainEntity = await tab.locator('#faq details').evaluateAll((items) =>
        items.map((item) => ({
          '@type': 'Question',
          name: item.querySelector('summary')?.textContent,
          acceptedAnswer: {
            text: Array.from(item.querySelectorAll('p'), (p) => p.textContent).join('\n\n'),
          },
        })),
      );
      expect(mainEntity, path).toHaveLength(path === '/' ? faq.length : 0);
      const faqPages = blocks.filter((block) => block['@type'] === 'FAQPage');
      expect(faqPages, path).toMatchObject(path === '/' ? [{mainEntity}] : []);
    }
  }
});

// The sitemap's pages and origin: build.spec.ts; the search page's noindex: search-answers.spec.ts.
test('robots.txt points crawlers at the sitemap', async ({request}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${brand.siteUrl}/sitemap.xml`);
});
