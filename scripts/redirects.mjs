/**
 * Reads a Netlify / Cloudflare Pages `_redirects` file as those hosts do: `from to [status]` on
 * each line, `#` for a comment, the first rule for a path winning, 302 when no status is given.
 * @param {string} text
 * @returns {Map<string, {to: string, status: number}>} each rule's target by its exact path
 */
export function parseRedirectsFile(text) {
  /** @type {Map<string, {to: string, status: number}>} */
  const rules = new Map();
  for (const line of text.split('\n')) {
    const [from, to, status = '302'] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#') && !rules.has(from)) {
      rules.set(from, {to, status: Number(status)});
    }
  }
  return rules;
}
