import {brand, browserName} from '@site/src/brand';

/** The hero's copy: the headline and landing claims, and the prose around them. */
export const hero = {
  badge: 'Beta spots are filling fast',
  headline: 'The first context-engineering AI browser, which remembers everything that matters',
  subline: `${browserName} captures what you read, write and research into a private, local-first knowledge graph, and brings that context to ChatGPT, Claude, Perplexity and the other AI tools you use.`,
  primaryCta: 'Join Beta Waitlist',
  secondaryCta: 'See how it works',
  socialProof: '10,000+ knowledge workers',
  socialProofLead: 'Joined by',
  screenshotAlt: `The ${brand.productName} browser window: a context tree of captured pages on the left, a requirements document being captured in the middle, and an AI chat on the right that answers from the captured context.`,
} as const;

/** The hero screenshot's rendered widths (static/img/home/screenshot-<width>.webp). */
export const screenshotWidths = [480, 800, 1200, 1600] as const;

/** The screenshot's intrinsic aspect ratio, so the browser reserves its box before it loads. */
export const screenshotSize = {width: 1600, height: 1000} as const;

/** The avatars beside the social-proof claim: decorative drawings, not real people. */
export const avatarIds = [1, 2, 3, 4] as const;
