// Relative, so that the Playwright specs can import this module too.
import {brand, browserName} from '../brand';

/**
 * Every figure and name the site claims, in the one wording each page uses. The home page's
 * data, the FAQ and the articles import these rather than writing them out, and
 * `src/data/__tests__/claims.test.ts` fails on the variants they replaced.
 */
// A figure and its unit never break across lines: no-break spaces and word joiners (around a
// dash) hold them together wherever a claim is shown.
const nbsp = '\u00a0';
const joiner = '\u2060';

export const claims = {
  /** Added latency while capturing, as claimed. */
  overhead: `under${nbsp}50${nbsp}ms`,
  /** When that overhead applies: while browsing (it is not a cost per chat request). */
  overheadWhen: 'while you browse',
  /** Search time of the knowledge graph, as claimed. */
  queryTime: `under${nbsp}100${nbsp}ms`,
  /** Relevance gain of answers given with injected context, as claimed. */
  relevance: `10${joiner}–${joiner}100×`,
  /** How much smaller injected context is. */
  compression: '50% or more',
  /** The AI chat tools context is injected into. */
  aiTools: 'ChatGPT, Claude, Perplexity and others',
  /** The guarantee's one name (title case: it is a named offer). */
  guarantee: '30-Day Intelligence Boost Guarantee',
  /** How long the guarantee gives a visitor to try the browser. */
  guaranteePeriod: '30 days',
  /** How the product is removed under the guarantee. */
  uninstall: 'one-click uninstall',
  /** The claim about the code, completed by `sourceCode`. */
  openSourceCore: `The core of ${browserName} is open source`,
} as const satisfies Record<string, string>;

/**
 * What the site can say about the open-source core's code after the claim: where it is, or when
 * it will be. The sentence ends in a colon when the repository's link follows it.
 */
export function sourceCode(url: string | null = brand.sourceUrl) {
  if (url === null) {
    return {
      text: 'Its code will be published with the public release, for anyone to read and check.',
      link: null,
    };
  }
  const {host, pathname} = new URL(url);
  return {
    text: 'Its code is public, for anyone to read and check:',
    link: {href: url, label: `${host}${pathname.replace(/\/+$/, '')}`},
  };
}

/** The same sentence as plain text, for copy that cannot hold a link (the FAQ's answers). */
export function sourceCodeText(url: string | null = brand.sourceUrl): string {
  const {text, link} = sourceCode(url);
  return link ? `${text} ${link.label}.` : text;
}
