/** @jest-environment node */
/**
 * Every assumption the site makes about Docusaurus's compiled code, in one place. After an
 * upgrade, run this file first: each failure names the override that broke and what to look at.
 */
import {existsSync, readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {generateRoutesCode} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import getSwizzleConfig from '@docusaurus/theme-classic/lib/getSwizzleConfig';
import {readRoutes} from '../../scripts/route-chunks.mjs';
import {docMarkdownClass} from '../../src/plugins/searchPlaces';
import {scriptsBlock, ssrTemplate} from '../../src/plugins/ssrTemplate';
import {read, root} from './imports';
import {inTempDir} from './tempDir';

const themeClassic = dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const upstreamTheme = join(themeClassic, 'lib', 'theme');
// Its package.json is not exported: its entry point is lib/index.js.
const themeCommon = dirname(require.resolve('@docusaurus/theme-common'));
const coreClient = join(dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');

/** The compiled source of an upstream theme component, `''` when it is gone. */
function upstreamComponent(name: string): string {
  const file = [`${name}.js`, `${name}/index.js`].find((f) => existsSync(join(upstreamTheme, f)));
  return file ? read(upstreamTheme, file) : '';
}

const importsOf = (source: string) =>
  [...source.matchAll(/^import\s[^;]*?\sfrom\s+(['"])(.+?)\1;/gms)].map((match) => match[2]!);

/** Fails with `problem`, which names the override, unless `condition` holds. */
const expectHolds = (condition: boolean, problem: string) =>
  expect(condition ? [] : [problem]).toEqual([]);

// Theme components (src/theme): a file there replaces the theme's component of the same name.

const siteTheme = join(root, 'src', 'theme');

/** `Navbar/MobileSidebar` for its index.tsx; other modules in a folder are the component's parts. */
const siteComponents = () =>
  readdirSync(siteTheme, {recursive: true, encoding: 'utf8'}).flatMap((file) => {
    const match = /^(?:([^/.]+)|(.+)\/index)\.tsx?$/.exec(file);
    return match && !file.includes('__tests__') ? [match[1] ?? match[2]!] : [];
  });

interface Override {
  /** How the site overrides it, when not as its source shows (a wrapper imports the original). */
  action?: 'wrap' | 'eject';
  /** What the theme's swizzle configuration says of overriding it this way. */
  safety: 'safe' | 'unsafe';
  /** For an unsafe one: what of upstream's code it relies on, each with the problem if not. */
  assumptions?: () => [holds: boolean, problem: string][];
}

/** Each theme component the site overrides; README "Overrides" says why each unsafe one stays. */
const overrides: Record<string, Override> = {
  CodeBlock: {safety: 'safe'},
  // The theme's object extended, as the MDX documentation shows: by the theme's terms an eject
  // (its wrapper is only for components).
  MDXComponents: {safety: 'safe', action: 'eject'},
  SearchBar: {safety: 'safe'},
  'Navbar/MobileSidebar': {
    safety: 'unsafe',
    assumptions: () => [
      [
        /export \{[^}]*\buseNavbarMobileSidebar\b[^}]*\}/.test(
          read(require.resolve('@docusaurus/theme-common/internal')),
        ),
        '@docusaurus/theme-common/internal no longer exports useNavbarMobileSidebar, which ' +
          'tells the wrapper whether the phone menu is open',
      ],
      [
        /export default function NavbarMobileSidebar\(\)/.test(
          upstreamComponent('Navbar/MobileSidebar'),
        ),
        "upstream's phone menu now takes props, which the wrapper does not pass on",
      ],
      // The dialog behaviour (useModal.ts) finds the menu, its backdrop and its opener by class.
      ...(
        [
          ['Navbar/MobileSidebar/Layout', 'navbar-sidebar'],
          ['Navbar/Layout', 'navbar-sidebar__backdrop'],
          ['Navbar/MobileSidebar/Toggle', 'navbar__toggle'],
        ] as const
      ).map(([component, className]): [boolean, string] => [
        new RegExp(`['"\\s]${className}['"\\s]`).test(upstreamComponent(component)),
        `upstream's ${component} no longer renders .${className}, which useModal.ts looks for`,
      ]),
    ],
  },
  'NotFound/Content': {
    safety: 'unsafe',
    assumptions: () => [
      // Replaced here, not as NotFound (which the theme marks safe): a missing path under the
      // docs' route renders this component alone, inside the docs' layout.
      [
        importsOf(upstreamComponent('DocRoot')).includes('@theme/NotFound/Content'),
        "upstream's DocRoot no longer renders NotFound/Content for a missing path: the " +
          'not-found page may now be NotFound (safe to replace); move the override there',
      ],
      [
        /export default function NotFoundContent\(\{\s*className\s*\}\)/.test(
          upstreamComponent('NotFound/Content'),
        ),
        "upstream's component now takes other props than className",
      ],
    ],
  },
  ErrorPageContent: {
    safety: 'unsafe',
    assumptions: () => [
      [
        upstreamComponent('Layout').includes('<ErrorPageContent {...params} />'),
        "upstream's Layout no longer shows ErrorPageContent when a page crashes: find what it " +
          'shows now',
      ],
      [
        /error,\s*tryAgain: \(\) =>/.test(read(coreClient, 'exports', 'ErrorBoundary.js')),
        'the error boundary no longer hands its fallback {error, tryAgain}',
      ],
    ],
  },
};

describe('the theme components the site overrides (src/theme)', () => {
  const components = siteComponents();

  it('are each listed here, and still exist in the theme they override', () => {
    expect(components.sort()).toEqual(Object.keys(overrides).sort());
    const missing = components
      .filter((name) => !upstreamComponent(name))
      .map(
        (name) =>
          `src/theme/${name} overrides @theme/${name}, which the theme has no more: ` +
          'find what replaced it and move the override there, or delete it.',
      );
    expect(missing).toEqual([]);
  });

  it('are as safe to override as listed (README "Overrides" names each unsafe one)', () => {
    const config = getSwizzleConfig().components;
    const changed = components.flatMap((name) => {
      const source = read(
        [join(siteTheme, `${name}.tsx`), join(siteTheme, name, 'index.tsx')].find(existsSync)!,
      );
      const action =
        overrides[name]?.action ?? (source.includes(`@theme-original/${name}'`) ? 'wrap' : 'eject');
      const actual = config[name]?.actions[action] ?? 'unsafe';
      const listed = overrides[name]?.safety;
      return actual === listed
        ? []
        : [`src/theme/${name} (${action}): upstream now says ${actual}, listed as ${listed}`];
    });
    expect(changed).toEqual([]);
  });

  it('find upstream as each unsafe one assumes', () => {
    const problems = Object.entries(overrides).flatMap(([name, override]) => {
      if (override.safety === 'safe') return [];
      if (!override.assumptions) return [`src/theme/${name} is unsafe and checks nothing here`];
      return override
        .assumptions()
        .filter(([holds]) => !holds)
        .map(([, problem]) => `${name} override (src/theme/${name}): ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});

// Markdown headings render through src/components/AnchoredHeading (src/theme/MDXComponents).
describe('the theme parts the site heading relies on', () => {
  it('the theme renders Markdown h2–h6 through the MDX components the site replaces', () => {
    const mdx = upstreamComponent('MDXComponents');
    const unmapped = [2, 3, 4, 5, 6].filter((level) => !new RegExp(`\\bh${level}:`).test(mdx));
    expect(unmapped).toEqual([]);
  });

  it('the table of contents finds headings by their `anchor` class, which the site heading keeps', () => {
    expect(read(themeCommon, 'hooks', 'useTOCHighlight.js')).toMatch(/`h\$\{i\}\.anchor`/);
  });

  it('the theme styles `.hash-link` as a "#" shown on hover of its parent and on focus', () => {
    const css = read(upstreamTheme, 'Heading', 'styles.module.css');
    expect(css).toContain(':global(*:hover > .hash-link)');
    expect(css).toContain(':global(.hash-link:focus)');
    expect(css).toMatch(/:global\(\.hash-link::before\)\s*\{\s*content: '#'/);
  });
});

test('rehypeDocParts (src/plugins/rehypeDocParts.ts): the theme renders a doc’s title, then its content, in the element the search reads', () => {
  const upstream = upstreamComponent('DocItem/Content');
  const title = upstream.indexOf('<Heading as="h1">');
  const content = upstream.indexOf('<MDXContent>{children}</MDXContent>');
  const classNames = read(themeCommon, 'utils', 'ThemeClassNames.js');
  expectHolds(
    title >= 0 && content > title,
    "rehypeDocParts (src/plugins/rehypeDocParts.ts): upstream's DocItem/Content no longer " +
      'renders the title and then the content: check that "Back to Home" still sits right under ' +
      'the title of every doc, and "Was this page helpful?" after its text',
  );
  expectHolds(
    classNames.includes(`docMarkdown: '${docMarkdownClass}'`) &&
      upstream.includes('ThemeClassNames.docs.docMarkdown'),
    `site search (src/plugins/searchPlaces.ts): a doc's title and text are no longer in ` +
      `.${docMarkdownClass}, which the search index and the Markdown copies read`,
  );
});

test("not-found head (src/plugins/pagePipeline.ts): the tags upstream's SiteMetadata renders are those it knows", () => {
  // The step takes the tags that name the page's address out of the not-found page; a tag
  // upstream adds may name it too.
  const upstream = upstreamComponent('SiteMetadata');
  const tags = [...upstream.matchAll(/<(meta|link)\b[^>]*?\b(name|property|rel)="([^"]+)"/g)].map(
    ([, tag, attribute, value]) => `${tag} ${attribute}=${value}`,
  );
  const known = [
    'link rel=alternate',
    'link rel=canonical',
    'meta name=twitter:card',
    'meta property=og:locale',
    'meta property=og:locale:alternate',
    'meta property=og:url',
  ];
  expectHolds(
    JSON.stringify([...new Set(tags)].sort()) === JSON.stringify(known) &&
      upstream.includes('hrefLang'),
    `not-found head (src/plugins/pagePipeline.ts): upstream's SiteMetadata now renders ` +
      `${JSON.stringify(tags)}: check which name the page's address, and add those to ownAddressTags`,
  );
});

describe('the release notes’ pages (src/components/ReleaseNotes)', () => {
  const ours = (file: string) => importsOf(read(root, 'src/components/ReleaseNotes', file));
  const standIns: Record<string, string> = {
    '@theme/BlogLayout': './Layout',
    '@theme/BlogPostItem': './Item',
  };

  it.each([
    ['BlogListPage', 'ListPage.tsx'],
    ['BlogPostPage', 'PostPage.tsx'],
    ['BlogPostItem', 'Item.tsx'],
  ])('compose every part upstream’s %s renders (%s)', (component, file) => {
    const site = ours(file);
    const missing = importsOf(upstreamComponent(component))
      .filter((name) => name.startsWith('@theme/'))
      .filter((name) => !site.includes(standIns[name] ?? name))
      .map(
        (name) =>
          `Release notes (src/components/ReleaseNotes/${file}): upstream's ${component} now ` +
          `renders ${name}, which the site's page does not: compose it as upstream does`,
      );
    expect(missing).toEqual([]);
  });
});

test("ssrTemplate (src/plugins/ssrTemplate.ts): the page template is upstream's (@docusaurus/core/lib/ssg/ssgTemplate.html.js) but for its scripts block", () => {
  // Upstream's scripts block: one `<script defer>` per script, in order.
  const upstreamScripts =
    /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
  const marker = '<!-- scripts -->';
  // Compared as Docusaurus compiles it: each line trimmed (eta's rmWhitespace).
  const lines = (template: string) =>
    template
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  expectHolds(
    JSON.stringify(lines(upstreamTemplate.replace(upstreamScripts, marker))) ===
      JSON.stringify(lines(ssrTemplate.replace(scriptsBlock, marker))),
    "ssrTemplate (src/plugins/ssrTemplate.ts): upstream's page template changed; copy its new " +
      'template into ssrTemplate, keeping the loader in place of the `<script defer>` tags, so ' +
      'that the scripts still load after the first paint',
  );
});

test('route chunks (scripts/route-chunks.mjs): the route table Docusaurus generates still reads as data, each route keyed as its chunk names are', () => {
  const generated = generateRoutesCode([
    {path: '/', component: '@theme/Page', exact: true},
    {
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [{path: '/docs/intro', component: '@theme/DocItem', exact: true}],
    },
  ]);
  // readRoutes throws, naming itself, on a table it cannot read as data.
  const routes = inTempDir('routes-', {'routes.js': generated.routesConfig}, readRoutes);
  const keys = Object.keys(generated.routesChunkNames);
  const shape = routes.map(
    ({path, component, routes: nested}) =>
      `${path}${component === null || keys.includes(component) ? '' : ' (unkeyed)'}` +
      `${nested ? ` with ${nested.length}` : ''}`,
  );
  expectHolds(
    JSON.stringify(shape) === JSON.stringify(['/', '/docs with 1', '*']),
    'route chunks (scripts/route-chunks.mjs): .docusaurus/routes.js changed shape: read ' +
      `${JSON.stringify(routes)} from it, chunk names keyed ${JSON.stringify(keys)}`,
  );
});

// The loader's use of both: hydrateAfterPaint.test.ts.
test('what the inline loader (src/client/hydrate-after-paint.js) waits for: window.docusaurusRoot and <html data-has-hydrated="true">, set by Docusaurus’s client', () => {
  expectHolds(
    /window\.docusaurusRoot = ReactDOM\.hydrateRoot\(/.test(read(coreClient, 'clientEntry.js')),
    'inline loader (src/client/hydrate-after-paint.js): upstream no longer sets ' +
      'window.docusaurusRoot to the root it hydrates, by which the loader leaves clicks to React',
  );
  expectHolds(
    /<html data-has-hydrated=\{isBrowser\}\s*\/>/.test(
      read(coreClient, 'hasHydratedDataAttribute.js'),
    ) && read(coreClient, 'App.js').includes('<HasHydratedDataAttribute'),
    'inline loader (src/client/hydrate-after-paint.js): upstream no longer marks ' +
      '<html data-has-hydrated="true"> once hydrated, by which the loader carries out early presses',
  );
});
