/**
 * What the customer's spec fixes: item counts of some home lists and the support page, and labels.
 * Tests read all other words, ids and counts from `src/data/`, `docs/`, the build, `src/brand.ts`.
 */
export const spec = {
  /** "What {product} Browser Can": four cards, each with two detail items. */
  featureCards: 4,
  detailsPerFeature: 2,
  /** "Almost there…": three steps and three resource buttons. */
  downloadSteps: 3,
  resources: 3,
  /** "This Is Just the Beginning": three cards. */
  visions: 3,
  /** The support page's prompt cards. */
  supportPrompts: 3,
  /** The context layers, innermost first, and the steps from a page read to an AI answer. */
  contextLayers: ['immediate', 'project', 'domain'],
  contextFlow: ['capture', 'compress', 'inject'],
  /** The main call to action's label, in the navbar, the hero and each article's end. */
  waitlistLabel: 'Join Beta Waitlist',
  /** A notice closes on its own this long after it shows, or after pointer and focus leave it. */
  noticeMs: 4000,
  /** The link home that every article and the support page carry. */
  backHome: 'Back to Home',
  /** The scripted demo: its page kinds, item statuses, timings, chat and suggested actions. */
  demo: {
    documentKinds: ['requirements', 'tracking', 'mlops', 'communication'],
    statuses: ['capturing', 'processing', 'completed', 'archived'],
    timing: {
      pageIntervalMs: 6000,
      capturingMs: 3000,
      highlightDelayMs: 1000,
      highlightCount: 3,
      fadeIndexMs: 300,
      fadeDepthMs: 200,
    },
    tooltip: {delayMs: 700, skipDelayMs: 300},
    messageTimesMs: [0, 2000, 4000, 6000, 12000, 14000, 16000, 18000],
    temperature: 0.7,
    /** Suggested actions: one per keyword, the defaults with no keyword matched, at most this many. */
    actionKeywords: ['jira', 'confluence', 'mlflow', 'github', 'slack', 'aws'],
    defaultActions: ['jira', 'confluence', 'github'],
    maxActions: 3,
  },
} as const;
