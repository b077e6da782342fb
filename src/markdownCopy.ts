/**
 * Where a page's Markdown copy lives (written by src/plugins/llmsTxt.ts, linked by the articles'
 * "View as Markdown"): its address plus `.md`, the home page's `/index.md`.
 */
export function markdownPath(pagePath: string): string {
  const path = pagePath.replace(/(.)\/+$/, '$1');
  return path === '/' ? '/index.md' : `${path}.md`;
}
