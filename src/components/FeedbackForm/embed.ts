/** Options the form host reads from the embed address: left, untitled, transparent, auto height. */
export const embedOptions = {
  alignLeft: '1',
  hideTitle: '1',
  transparentBackground: '1',
  dynamicHeight: '1',
} as const;

/** The address the iframe loads: the form with the embed options, keeping any query it has. */
export function embedSrcFor(formUrl: string): string {
  const url = new URL(formUrl);
  for (const [name, value] of Object.entries(embedOptions)) {
    url.searchParams.set(name, value);
  }
  return url.href;
}

/** The embed script's global, as far as this site uses it. */
export interface EmbedWidget {
  loadEmbeds: () => void;
}

declare global {
  interface Window {
    Tally?: EmbedWidget;
  }
}
