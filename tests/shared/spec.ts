/**
 * What the customer's specification itself fixes: how many items some of the home page's lists
 * and the support page hold, and the labels it names. Tests read these here; every other word,
 * id or count of the content they read from `src/data/`, `docs/`, the build or `src/brand.ts`.
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
} as const;
