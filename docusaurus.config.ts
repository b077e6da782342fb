import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {brand} from './src/brand';
import {jsonLdText, siteSocialCard, socialCardSize, structuredData} from './src/seo';
import brandEnvPlugin from './src/plugins/brandEnv';
import frontMatterPlugin from './src/plugins/frontMatter';
import {hasFullGitHistory} from './src/plugins/gitHistory';
import lazyPrismPlugin from './src/plugins/lazyPrism';
import pagePipelinePlugin from './src/plugins/pagePipeline';
import releaseNotesPlugin, {docsVersions, titleReleaseNotes} from './src/plugins/releaseNotes';
import {releasesDir, releasesPluginId} from './src/plugins/releaseFacts';
import socialCardsPlugin, {withSocialCard} from './src/plugins/socialCards';
import {ssrTemplate} from './src/plugins/ssrTemplate';
import {sidebarItemsGenerator} from './src/plugins/sidebarOrder';
import {darkCodeTheme, lightCodeTheme} from './src/prismThemes';
import {speedupsOn} from './src/speedups';
import rehypeDocParts from './src/plugins/rehypeDocParts';
import rehypeLazyParts from './src/plugins/rehypeLazyParts';
import rehypePartKeywords from './src/plugins/rehypePartKeywords';
import {releaseNotesCopy} from './src/data/releaseNotes';

const isVersioned = docsVersions(__dirname).length > 0;

// The year the site is built, so that the footer and the feeds never show a stale one.
const copyright = `© ${new Date().getFullYear()} ${brand.productName}. All rights reserved.`;

const tagline =
  'The first context-engineering AI browser, which remembers everything that matters.';

const config = {
  title: brand.productName,
  tagline,
  favicon: 'img/favicon.svg',
  url: brand.siteUrl,
  baseUrl: '/',
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // Every doc without an `image` of its own points at the card the build draws for it.
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}, parseFrontMatter: withSocialCard(__dirname)},
  baseUrlIssueBanner: false,

  future: {v4: true},
  ...(speedupsOn.scriptsAfterPaint && {ssrTemplate}),

  headTags: [
    {
      // A data block for search engines: never executed, so the script policy does not apply.
      tagName: 'script',
      attributes: {type: 'application/ld+json'},
      innerHTML: jsonLdText(structuredData(brand, tagline)),
    },
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator,
          breadcrumbs: false,
          rehypePlugins: [rehypePartKeywords, rehypeLazyParts, rehypeDocParts],
          // Dates from Git only when the history is all there (deploy.yml fetches all of it).
          showLastUpdateTime: hasFullGitHistory(__dirname),
          // Once a release is cut (versions.json), the working copy moves to /next, unindexed.
          ...(isVersioned && {
            versions: {current: {label: 'Next', path: 'next', noIndex: true, banner: 'unreleased'}},
          }),
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          ignorePatterns: ['/search', '/next/**', `/${releasesDir}/latest`],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      // Release notes: one Markdown file per release in releases/ (see WRITING.md).
      '@docusaurus/plugin-content-blog',
      {
        id: releasesPluginId,
        path: releasesDir,
        routeBasePath: releasesDir,
        blogListComponent: '@site/src/components/ReleaseNotes/ListPage',
        blogPostComponent: '@site/src/components/ReleaseNotes/PostPage',
        blogTitle: releaseNotesCopy.listTitle,
        blogDescription: releaseNotesCopy.listDescription,
        postsPerPage: 'ALL',
        blogSidebarCount: 0,
        archiveBasePath: null,
        showReadingTime: false,
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'ignore',
        // Each note's title names the product, from the brand.
        processBlogPosts: titleReleaseNotes,
        // A part's phrasings for the site search, as in the articles (front matter `partKeywords`).
        rehypePlugins: [rehypePartKeywords],
        feedOptions: {
          type: 'all',
          title: releaseNotesCopy.feedTitle,
          description: releaseNotesCopy.listDescription,
          copyright,
        },
      } satisfies BlogOptions,
    ],
    releaseNotesPlugin,
    frontMatterPlugin,
    brandEnvPlugin,
    lazyPrismPlugin,
    pagePipelinePlugin,
    socialCardsPlugin,
  ],

  themeConfig: {
    image: siteSocialCard,
    metadata: [
      {property: 'og:type', content: 'website'},
      {property: 'og:site_name', content: brand.productName},
      {property: 'og:image:width', content: String(socialCardSize.width)},
      {property: 'og:image:height', content: String(socialCardSize.height)},
    ],
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: brand.productName,
      logo: {alt: '', src: 'img/logo.svg', width: 28, height: 28},
      // Plain links: a `doc` item is marked current on every page of its sidebar.
      items: [
        {to: '/automatic-knowledge-capture', label: 'Capture', position: 'left'},
        {to: '/personal-intelligence-hub', label: 'Hub', position: 'left'},
        {to: '/context-aware-ai-enhancement', label: 'AI Context', position: 'left'},
        {to: '/workflow-intelligence', label: 'Workflows', position: 'left'},
        {to: '/support', label: 'Support', position: 'right'},
        ...(isVersioned ? [{type: 'docsVersionDropdown', position: 'right'} as const] : []),
        {type: 'search', position: 'right'},
        {
          href: brand.waitlistUrl,
          label: 'Join Beta Waitlist',
          position: 'right',
          className: 'navbar-cta',
        },
      ],
    },
    footer: {
      links: [
        {label: 'Privacy Policy', href: brand.privacyPolicyUrl},
        {label: 'Support', to: '/support'},
        {label: releaseNotesCopy.listTitle, to: `/${releasesDir}`},
        {
          // The feed is a file, not a page: a plain link, as the router has no route for it.
          html: `<a class="footer__link-item" href="/${releasesDir}/rss.xml">${releaseNotesCopy.feedLabel}</a>`,
        },
        {
          html: `<a class="footer__link-item" href="mailto:${brand.contactEmail}">${brand.contactEmail}</a>`,
        },
      ],
      copyright,
    },
    prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
