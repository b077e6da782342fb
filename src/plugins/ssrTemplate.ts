/**
 * The page template (Docusaurus's public `ssrTemplate` option): upstream's own template
 * (@docusaurus/core's lib/ssg/ssgTemplate.html.js) with one part replaced, the `<script defer>`
 * tags. Pages are complete without JavaScript, so the scripts run only after the first contentful
 * paint, started by the loader (src/client/hydrate-after-paint.js), which requests them as soon
 * as the styles are in. The loader is inline, after the stylesheet (itself inline:
 * ./inlineStylesheet.ts): the browser runs it once it has read the styles, before it parses the
 * rest of the page, with no request of its own on the way. tests/unit/upgrade.test.ts fails,
 * naming this file, when upstream's template differs from this one in anything but that block.
 *
 * The template holds an empty loader; the build writes the loader's code into each page (the
 * `loader` step of src/plugins/pagePipeline.ts). The template is part of the site
 * config, which Docusaurus puts into every page's bundle: with the loader inlined into it, every
 * visitor downloaded the loader a second time, unused (4 KB gzip of a 6.6 KB config).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** The loader's source, inlined into every page. */
export const loaderPath = join(__dirname, '..', 'client', 'hydrate-after-paint.js');
export const loaderSource = readFileSync(loaderPath, 'utf8');
// Inside an inline script, these would end the script or open a comment.
if (/<\/script|<!--/i.test(loaderSource)) {
  throw new Error(`${loaderPath} cannot be inlined: it contains "</script" or "<!--".`);
}

/**
 * What replaces upstream's scripts block (one `<script defer>` per script): the loader, which
 * fetches the scripts early and runs them after the paint; its code is written into each built
 * page by the build (src/plugins/pagePipeline.ts).
 */
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
