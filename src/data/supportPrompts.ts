import type {KeyedItem} from './types';

/** The three questions the support page asks before the feedback form, to prompt feedback. */
export const supportPrompts = [
  {
    id: 'improve',
    title: 'What can we improve?',
    description:
      'Something slow, confusing or missing? Tell us where the browser got in your way, and what you were trying to do.',
  },
  {
    id: 'working',
    title: "What's working great?",
    description:
      'Knowing what already helps you tells us what to protect while everything else changes.',
  },
  {
    id: 'wishes',
    title: 'Any features you wish existed?',
    description:
      'Describe the problem you would like solved. The best requests start with a real moment in your day.',
  },
] as const satisfies readonly KeyedItem[];
