/** Where a page's Markdown copy (src/plugins/llmsTxt.ts) lives: its address plus `.md`. */
export function markdownPath(pagePath: string): string {
  const path = pagePath.replace(/(.)\/+$/, '$1');
  return path === '/' ? '/index.md' : `${path}.md`;
}
