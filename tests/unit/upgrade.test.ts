/** @jest-environment node */
/** Docusaurus internals the site assumes. Run first after an upgrade: failures name overrides. */
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import getSwizzleConfig from '@docusaurus/theme-classic/lib/getSwizzleConfig';
import {docMarkdownClass} from '../../src/plugins/searchPlaces';
import {scriptsBlock, ssrTemplate} from '../../src/plugins/ssrTemplate';
import {read, root} from './imports';

const upstreamTheme = join(root, 'node_modules/@docusaurus/theme-classic/lib/theme');
const headingCss = 'theme-classic/lib/theme/Heading/styles.module.css';

/** Upstream's compiled code: `@theme/Name` ('' if gone), else a path under @docusaurus/. */
function upstream(file: string): string {
  if (!file.startsWith('@theme/')) return read(root, 'node_modules/@docusaurus', file);
  const name = file.slice('@theme/'.length);
  const found = [`${name}.js`, `${name}/index.js`].find((f) => existsSync(join(upstreamTheme, f)));
  return found ? read(upstreamTheme, found) : '';
}

const importsOf = (source: string) =>
  [...source.matchAll(/^import\s[^;]*?\sfrom\s+(['"])(.+?)\1;/gms)].map((match) => match[2]!);

/** By override, each upstream file (as `upstream` names it) with a marker it must still hold. */
const reliesOn: Record<string, [file: string, marker: string | RegExp][]> = {
  // The wrapper reads whether the phone menu is open and passes upstream's menu no props; the
  // dialog behaviour (useModal.ts) finds the menu, its backdrop and its opener by class.
  'src/theme/Navbar/MobileSidebar': [
    ['theme-common/lib/internal.js', /export \{[^}]*\buseNavbarMobileSidebar\b[^}]*\}/],
    ['@theme/Navbar/MobileSidebar', /export default function NavbarMobileSidebar\(\)/],
    ['@theme/Navbar/MobileSidebar/Layout', /['"\s]navbar-sidebar['"\s]/],
    ['@theme/Navbar/Layout', /['"\s]navbar-sidebar__backdrop['"\s]/],
    ['@theme/Navbar/MobileSidebar/Toggle', /['"\s]navbar__toggle['"\s]/],
  ],
  // Replaced here, not as NotFound (which the theme marks safe): a missing path under the docs'
  // route renders this component alone, inside the docs' layout. It takes only className.
  'src/theme/NotFound/Content': [
    ['@theme/DocRoot', "from '@theme/NotFound/Content';"],
    ['@theme/NotFound/Content', /export default function NotFoundContent\(\{\s*className\s*\}\)/],
  ],
  // Upstream's Layout shows it when a page crashes; the error boundary hands it {error, tryAgain}.
  'src/theme/ErrorPageContent': [
    ['@theme/Layout', '<ErrorPageContent {...params} />'],
    ['core/lib/client/exports/ErrorBoundary.js', /error,\s*tryAgain: \(\) =>/],
  ],
  // h2–h6 render through the site's MDX components; the TOC finds headings by their `anchor` class,
  // and the theme shows `.hash-link` as "#" on hover of its parent and on focus.
  'src/components/AnchoredHeading': [
    ...[2, 3, 4, 5, 6].map((h): [string, RegExp] => ['@theme/MDXComponents', RegExp(`\\bh${h}:`)]),
    ['theme-common/lib/hooks/useTOCHighlight.js', /`h\$\{i\}\.anchor`/],
    [headingCss, ':global(*:hover > .hash-link)'],
    [headingCss, ':global(.hash-link:focus)'],
    [headingCss, /:global\(\.hash-link::before\)\s*\{\s*content: '#'/],
  ],
  // Title, then content: "Back to Home" right under a doc's title, "Was this page helpful?" after.
  'src/plugins/rehypeDocParts.ts': [
    ['@theme/DocItem/Content', /<Heading as="h1">[^]*<MDXContent>\{children\}<\/MDXContent>/],
  ],
  // A doc's title and text are in the element the search index and the Markdown copies read.
  'src/plugins/searchPlaces.ts': [
    ['theme-common/lib/utils/ThemeClassNames.js', `docMarkdown: '${docMarkdownClass}'`],
    ['@theme/DocItem/Content', 'ThemeClassNames.docs.docMarkdown'],
  ],
  // The not-found addresses step knows the alternate languages' tags (and each tag, below).
  'src/plugins/pagePipeline.ts': [['@theme/SiteMetadata', 'hrefLang']],
  // The loader leaves clicks to React once window.docusaurusRoot is set, and carries out early
  // presses at <html data-has-hydrated="true"> (the loader's side: hydrateAfterPaint.test.ts).
  'src/client/hydrate-after-paint.js': [
    ['core/lib/client/clientEntry.js', /window\.docusaurusRoot = ReactDOM\.hydrateRoot\(/],
    ['core/lib/client/hasHydratedDataAttribute.js', /<html data-has-hydrated=\{isBrowser\}\s*\/>/],
    ['core/lib/client/App.js', '<HasHydratedDataAttribute'],
  ],
};

test.each(
  Object.entries(reliesOn).flatMap(([override, rows]) =>
    rows.map(([file, marker]) => [override, file, marker] as const),
  ),
)('%s relies on upstream %s holding %s', (_, file, marker) => {
  const source = upstream(file);
  expect(typeof marker === 'string' ? source.includes(marker) : marker.test(source)).toBe(true);
});

const siteTheme = join(root, 'src', 'theme');

/** Each theme component the site overrides; README "Overrides" says why each unsafe one stays. */
const overrides: Record<string, {safety: 'safe' | 'unsafe'; action?: 'eject'}> = {
  CodeBlock: {safety: 'safe'},
  // The theme's object extended, as the MDX documentation shows: by the theme's terms an eject
  // (its wrapper is only for components).
  MDXComponents: {safety: 'safe', action: 'eject'},
  SearchBar: {safety: 'safe'},
  'Navbar/MobileSidebar': {safety: 'unsafe'},
  'NotFound/Content': {safety: 'unsafe'},
  ErrorPageContent: {safety: 'unsafe'},
};

test('every component src/theme overrides is listed here (`Navbar/MobileSidebar` for its index.tsx)', () => {
  const components = readdirSync(siteTheme, {recursive: true, encoding: 'utf8'}).flatMap((file) => {
    const match = /^(?:([^/.]+)|(.+)\/index)\.tsx?$/.exec(file);
    return match && !file.includes('__tests__') ? [match[1] ?? match[2]!] : [];
  });
  expect(components.sort()).toEqual(Object.keys(overrides).sort());
});

// A component the theme has no more: find what replaced it and move the override there, or
// delete it. One the theme now rates otherwise: update this list, and README for an unsafe one.
test.each(Object.entries(overrides))(
  'src/theme/%s overrides a component the theme still has, as safely as listed, relying on listed markers if unsafe',
  (name, {safety, action}) => {
    expect(upstream(`@theme/${name}`)).not.toBe('');
    const source = read(
      [join(siteTheme, `${name}.tsx`), join(siteTheme, name, 'index.tsx')].find(existsSync)!,
    );
    const how = action ?? (source.includes(`@theme-original/${name}'`) ? 'wrap' : 'eject');
    expect(getSwizzleConfig().components[name]?.actions[how] ?? 'unsafe').toBe(safety);
    expect(safety === 'safe' || `src/theme/${name}` in reliesOn).toBe(true);
  },
);

// The step takes the tags that name the page's address out of the not-found page; a tag
// upstream adds may name it too: add those to ownAddressTags.
test("not-found addresses (src/plugins/pagePipeline.ts): upstream's SiteMetadata renders only the tags the step knows", () => {
  const tags = upstream('@theme/SiteMetadata').matchAll(
    /<(meta|link)\b[^>]*?\b(name|property|rel)="([^"]+)"/g,
  );
  expect(
    [...new Set(Array.from(tags, ([, tag, key, value]) => `${tag} ${key}=${value}`))].sort(),
  ).toEqual([
    'link rel=alternate',
    'link rel=canonical',
    'meta name=twitter:card',
    'meta property=og:locale',
    'meta property=og:locale:alternate',
    'meta property=og:url',
  ]);
});

test.each([
  ['ListPage.tsx', 'BlogListPage'],
  ['PostPage.tsx', 'BlogPostPage'],
  ['Item.tsx', 'BlogPostItem'],
])('src/components/ReleaseNotes/%s composes every part upstream’s %s renders', (file, name) => {
  const site = importsOf(read(root, 'src/components/ReleaseNotes', file));
  const standIns: Record<string, string> = {
    '@theme/BlogLayout': './Layout',
    '@theme/BlogPostItem': './Item',
  };
  const missing = importsOf(upstream(`@theme/${name}`)).filter(
    (imported) => imported.startsWith('@theme/') && !site.includes(standIns[imported] ?? imported),
  );
  expect(missing).toEqual([]);
});

// Compared as Docusaurus compiles it, lines trimmed (eta's rmWhitespace). A changed template goes
// into ssrTemplate with the loader for `<script defer>`, so scripts load after the first paint.
test("ssrTemplate (src/plugins/ssrTemplate.ts): the page template is upstream's (@docusaurus/core/lib/ssg/ssgTemplate.html.js) but for its scripts block", () => {
  // Upstream's scripts block: one `<script defer>` per script, in order.
  const upstreamScripts =
    /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
  const lines = (template: string, scripts: RegExp | string) =>
    template
      .replace(scripts, '<!-- scripts -->')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  expect(lines(upstreamTemplate, upstreamScripts)).toEqual(lines(ssrTemplate, scriptsBlock));
});
