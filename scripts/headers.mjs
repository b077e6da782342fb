/**
 * Reads a Netlify / Cloudflare Pages `_headers` file: a path pattern on its own line, then
 * indented `Name: value` lines.
 * @typedef {{pattern: string, headers: [string, string][]}} HeaderRule
 */

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
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
  /** @type {Record<string, string | undefined>} */
  const result = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      result[name] = result[name] ? `${result[name]}, ${value}` : value;
    }
  }
  return result;
}
