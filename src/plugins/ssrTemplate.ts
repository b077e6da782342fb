/**
 * Docusaurus's page template, derived from upstream's own file so that an upgrade carries its
 * changes over, with one part replaced: the `<script defer>` tags. Pages are complete without
 * JavaScript, so the scripts run only after the first contentful paint, started by the loader
 * (src/client/hydrate-after-paint.js), which requests them as soon as the stylesheet has arrived.
 * The loader is inline, after the stylesheet: the browser runs it the moment the stylesheet has
 * arrived, before it parses the rest of the page, with no request of its own on the way.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** The loader's source, inlined into every page. */
export const loaderPath = join(__dirname, '..', 'client', 'hydrate-after-paint.js');
const loaderSource = readFileSync(loaderPath, 'utf8');
// Inside an inline script, these would end the script or open a template tag.
if (/<\/script|<!--|<%/i.test(loaderSource)) {
  throw new Error(`${loaderPath} cannot be inlined: it contains "</script", "<!--" or "<%".`);
}

/** Where upstream's template lives, for the error messages. */
export const upstreamTemplatePath = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** Upstream's scripts block: one `<script defer>` per script, in order (whitespace ignored). */
export const upstreamScriptsBlock =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/** What replaces it: the loader, which fetches the scripts early and runs them after the paint. */
export const scriptsBlock = `<script data-scripts="<% it.scripts.forEach((script) => { %><%= it.baseUrl %><%= script %> <% }); %>">${loaderSource}</script>`;

/** Upstream's template with its scripts block replaced; throws, naming this override, if absent. */
export function deriveTemplate(upstream: string): string {
  const matches = upstream.match(new RegExp(upstreamScriptsBlock, 'g')) ?? [];
  if (matches.length !== 1) {
    throw new Error(
      `ssrTemplate override (src/plugins/ssrTemplate.ts): Docusaurus's page template ` +
        `(${upstreamTemplatePath}) no longer has exactly one scripts block of the form ` +
        `\`<% it.scripts.forEach((script) => { %> <script src="…" defer></script> <% }); %>\` ` +
        `(found ${matches.length}). Read upstream's new template, then update ` +
        `upstreamScriptsBlock and scriptsBlock so that the scripts still load after the first paint.`,
    );
  }
  return upstream.replace(upstreamScriptsBlock, () => scriptsBlock);
}

export const ssrTemplate = deriveTemplate(upstreamTemplate);
