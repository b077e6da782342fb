/**
 * Reads a Netlify / Cloudflare Pages `_redirects` file as those hosts do: `from to [status]` on
 * each line, `#` for a comment, a path matched exactly (case included), the first rule for a
 * path winning, 302 when no status is given.
 */

/** @typedef {{to: string, status: number}} Redirect */

/**
 * @param {string} text
 * @returns {Map<string, Redirect>} each rule's target by the path it matches
 */
export function parseRedirectsFile(text) {
  /** @type {Map<string, Redirect>} */
  const rules = new Map();
  for (const line of text.split('\n')) {
    const [from, to, status = '302'] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#') && !rules.has(from)) {
      rules.set(from, {to, status: Number(status)});
    }
  }
  return rules;
}
