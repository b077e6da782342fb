import {readFile} from 'node:fs/promises';
import {join} from 'node:path';

/**
 * Writes the site's stylesheet into each built page, in place of its `<link rel="stylesheet">`.
 *
 * Docusaurus links every page to one stylesheet for the whole site. A page cannot paint before
 * its stylesheet has arrived, and the browser asks for it only once it has read the link: one
 * more round trip after the page, and then the file's own download (23 KB gzip here). Inline, it
 * arrives with the page, and the page's scripts can start downloading as soon as the browser has
 * read it. The cost falls on a later full load of another page, which downloads the styles again
 * with its HTML instead of reading the file from the cache; moving between pages in the site
 * loads no HTML at all. The file stays in the build. The content security policy allows the
 * inline copy by its hash (deploy/headers.ts).
 *
 * The `inline stylesheet` step of src/plugins/pagePipeline.ts.
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
 * The page with each of its local stylesheet links replaced by a `<style>` holding the file's
 * text (`read` returns it for an href, or undefined to keep the link). Throws on a stylesheet that
 * an inline style element would cut short, or on a link with a media query, which an inline copy
 * would lose.
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

/** The text of every local stylesheet the pages link, by href, each file read once. */
export async function readStylesheets(
  pages: readonly {html: string}[],
  outDir: string,
  baseUrl = '/',
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const {html} of pages) {
    for (const [link] of html.matchAll(stylesheetLink)) {
      const href = stylesheetHref(link);
      if (href && href.startsWith(baseUrl) && !files.has(href)) {
        files.set(href, await readFile(join(outDir, href.slice(baseUrl.length)), 'utf8'));
      }
    }
  }
  return files;
}
