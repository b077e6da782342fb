import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * Writes the site's stylesheet into each built page in place of its `<link rel="stylesheet">`:
 * a page cannot paint before its styles arrive, and a linked file costs one more round trip. A
 * later full load downloads the styles again; moving between pages loads no HTML at all.
 */

const owner = 'inlineStylesheet (src/plugins/inlineStylesheet.ts)';

/** A stylesheet link as a page may spell it, minified or not. */
const stylesheetLink = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi;

/** The local stylesheet a link points to, or undefined for another host's. */
function stylesheetHref(link: string): string | undefined {
  const href = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(link);
  const value = href?.[1] ?? href?.[2] ?? href?.[3];
  return value && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

/**
 * The page with each local stylesheet link replaced by a `<style>` holding the text `read` gives
 * (undefined keeps the link). Throws on a stylesheet with `</style`, or a link with a media query.
 */
export function withInlineStylesheets(
  html: string,
  read: (href: string) => string | undefined,
  page: string,
): string {
  return html.replace(stylesheetLink, (link) => {
    const href = stylesheetHref(link);
    if (!href) return link;
    if (/\bmedia=/i.test(link)) {
      throw new Error(`${owner}: ${page} links ${href} for some media only; inline it by hand.`);
    }
    const css = read(href);
    if (css === undefined) return link;
    if (/<\/style/i.test(css)) {
      throw new Error(`${owner}: ${href} contains "</style" and cannot be inlined (${page}).`);
    }
    return `<style>${css}</style>`;
  });
}

/** Reads the build's stylesheets by href, each file once; undefined for one outside the site. */
export function stylesheetReader(outDir: string, baseUrl: string) {
  const files = new Map<string, string>();
  return (href: string): string | undefined => {
    if (!href.startsWith(baseUrl)) return undefined;
    const file = join(outDir, href.slice(baseUrl.length));
    if (!files.has(href)) files.set(href, readFileSync(file, 'utf8'));
    return files.get(href);
  };
}
