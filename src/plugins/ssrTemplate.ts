/**
 * Docusaurus's page template, derived from upstream's own file so that an upgrade carries its
 * changes over, with one part replaced: the `<script defer>` tags. Pages are complete without
 * JavaScript, so the scripts run only after the first contentful paint, started by
 * static/js/hydrate-after-paint.js, which requests them as soon as the stylesheet has arrived.
 * The loader is an async script fetched at high priority: it runs as soon as it arrives, not once
 * the whole document is parsed as a deferred one would, and every moment it waits is one the
 * scripts' download waits too.
 */
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** Where upstream's template lives, for the error messages. */
export const upstreamTemplatePath = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** Upstream's scripts block: one `<script defer>` per script, in order (whitespace ignored). */
export const upstreamScriptsBlock =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/** What replaces it: the loader, which fetches the scripts early and runs them after the paint. */
export const scriptsBlock = `<script src="<%= it.baseUrl %>js/hydrate-after-paint.js" fetchpriority="high" data-scripts="<% it.scripts.forEach((script) => { %><%= it.baseUrl %><%= script %> <% }); %>" async></script>`;

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
  return upstream.replace(upstreamScriptsBlock, scriptsBlock);
}

export const ssrTemplate = deriveTemplate(upstreamTemplate);
