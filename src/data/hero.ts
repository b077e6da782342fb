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
  pictureLabel: `The ${brand.productName} browser window, as in the demo below: a context tree of captured pages, a requirements page being read, and a chat that answers from that context.`,
} as const;

/** The avatars beside the social-proof claim: decorative drawings, not real people. */
export const avatarIds = [1, 2, 3, 4] as const;
