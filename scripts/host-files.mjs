/**
 * Reads the files Netlify and Cloudflare Pages read from a build, as those hosts do. `_headers`: a
 * path pattern on its own line, then indented `Name: value` lines. `_redirects`: `from to [status]`
 * on each line, `#` for a comment, the first rule for a path winning, 302 when no status is given.
 * @typedef {{pattern: string, headers: [string, string][]}} HeaderRule
 */

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({pattern: raw.trim(), headers: []});
      continue;
    }
    const rule = rules.at(-1);
    const colon = raw.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: cannot read line "${raw}"`);
    rule.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

function matches(pattern, pathname) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * A path's headers; one named by several matching rules is joined with ", ", as the hosts do.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string | undefined>}
 */
export function headersFor(rules, pathname) {
  const result = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      result[name] = result[name] ? `${result[name]}, ${value}` : value;
    }
  }
  return result;
}

/**
 * @param {string} text
 * @returns {Map<string, {to: string, status: number}>} each rule's target by its exact path
 */
export function parseRedirectsFile(text) {
  const rules = new Map();
  for (const line of text.split('\n')) {
    const [from, to, status = '302'] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#') && !rules.has(from)) {
      rules.set(from, {to, status: Number(status)});
    }
  }
  return rules;
}
