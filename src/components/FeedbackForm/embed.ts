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

/** How long the form may take to report itself loaded, once near the screen. */
export const formLoadTimeLimit = 15_000;

declare global {
  interface Window {
    /** The embed script's global, as far as this site uses it. */
    Tally?: {loadEmbeds: () => void};
  }
}

/**
 * The form's own page (the host serves /embed/<id> on its own at /r/<id>), for a link, with
 * `fields` filled in: the host pre-fills hidden fields from query parameters of the same name.
 */
export function shareUrlFor(formUrl: string, fields: Record<string, string | undefined> = {}) {
  const url = new URL(formUrl);
  url.pathname = url.pathname.replace(/^\/embed\//, '/r/');
  for (const name of Object.keys(embedOptions)) url.searchParams.delete(name);
  // A field without a value (a page with no docs version) is left out.
  for (const [name, value] of Object.entries(fields)) {
    if (value) url.searchParams.set(name, value);
  }
  return url.href;
}

/** The host's signal that the embedded form has loaded: a JSON message naming the event. */
export function isFormLoadedMessage(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    // Only an object has an `event`: any other JSON value gives undefined.
    return (JSON.parse(data) as {event?: unknown} | null)?.event === 'Tally.FormLoaded';
  } catch {
    return false;
  }
}
