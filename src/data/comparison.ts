import {brand} from '@site/src/brand';
import {claims} from '@site/src/data/claims';

/** "Get an AI That Understands You": the same chat without and with your context. */
export interface ComparisonColumn {
  id: 'generic' | 'enhanced';
  title: string;
  points: readonly string[];
}

export const comparison: readonly [ComparisonColumn, ComparisonColumn] = [
  {
    id: 'generic',
    title: 'Generic AI',
    points: [
      'Starts every conversation from zero',
      'Needs the background pasted in by hand, again and again',
      'Gives generic answers that ignore your projects',
      'Forgets what you worked on once the tab is closed',
    ],
  },
  {
    id: 'enhanced',
    title: `AI with ${brand.productName}`,
    points: [
      'Starts with compressed context from your knowledge hub',
      'Knows the projects, decisions and sources behind your question',
      `Gives answers a claimed ${claims.relevance} more relevant`,
      'Carries your context from one session to the next: 0 context lost',
    ],
  },
];

export const betaProgram = {
  title: 'Beta Program',
  description: `${brand.productName} is in a private beta. Join the waitlist to be among the first to browse with your own context; spots are filling fast.`,
  cta: 'Join Waitlist',
} as const;
