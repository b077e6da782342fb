/**
 * The page template: upstream's (@docusaurus/core's lib/ssg/ssgTemplate.html.js; upgrade.test.ts
 * compares them) with its `<script defer>` tags replaced by an empty loader, which the `loader`
 * page step fills in each page (the site config, in every page's bundle, holds the template) with
 * src/client/hydrate-after-paint.js: it runs the scripts after the first paint.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

const loaderPath = join(__dirname, '..', 'client', 'hydrate-after-paint.js');
export const loaderSource = readFileSync(loaderPath, 'utf8');
// Inside an inline script, these would end the script or open a comment.
if (/<\/script|<!--/i.test(loaderSource)) {
  throw new Error(`${loaderPath} cannot be inlined: it contains "</script" or "<!--".`);
}

/** What replaces upstream's scripts block (one `<script defer>` per script). */
export const scriptsBlock = `<script data-scripts="<% it.scripts.forEach((script) => { %><%= it.baseUrl %><%= script %> <% }); %>"></script>`;

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    ${scriptsBlock}
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

/** The empty loader of a rendered page (the minifier keeps its quoted attribute). */
const emptyLoader = /(<script data-scripts="[^"]*">)(<\/script>)/g;

/** The loader's code as the page minifier would inline it (Docusaurus's own HTML minifier). */
export async function minifiedLoader(): Promise<string> {
  // Loaded when the build needs it: the package brings the whole bundler along.
  const {getSwcHtmlMinifier} = await import('@docusaurus/faster');
  const minify = await getSwcHtmlMinifier();
  const {code} = await minify(Buffer.from(`<!doctype html><script>${loaderSource}</script>`), {
    minifyJs: true,
  });
  const body = /<script>([\s\S]+)<\/script>/.exec(code)?.[1];
  if (!body)
    throw new Error(`ssrTemplate (src/plugins/ssrTemplate.ts): could not minify ${loaderPath}.`);
  return body;
}

/**
 * The page with the loader's code in its empty loader, and the loader's parts this build leaves
 * out (`off`, src/speedups.ts) in its data-off; throws when there is not exactly one loader.
 */
export function withLoader(
  html: string,
  loader: string,
  page: string,
  off: readonly string[] = [],
): string {
  const count = html.match(emptyLoader)?.length ?? 0;
  if (count !== 1) {
    throw new Error(
      `ssrTemplate (src/plugins/ssrTemplate.ts): ${page} has ${count} empty page-template ` +
        `loaders (<script data-scripts="…"></script>), expected 1.`,
    );
  }
  const attributes = off.length > 0 ? ` data-off="${off.join(' ')}"` : '';
  return html.replace(
    emptyLoader,
    (_, open: string, close: string) => `${open.slice(0, -1)}${attributes}>${loader}${close}`,
  );
}
