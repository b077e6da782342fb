import type {Figure} from './types';

/** The stats strip below the hero: four landing claims, each a figure and what it measures. */
export const statsTitle = 'Knowledge Multiplied';

/** Under the strip: these are claims, worded as the site words every other claimed figure. */
export const statsNote =
  'Claimed figures from our own measurements during the beta; your results depend on how you work.';

export const stats: readonly Figure[] = [
  {id: 'time-saved', value: '+47 min/day', label: '47+ minutes saved daily'},
  {id: 'context-lost', value: '0', label: 'context lost'},
  {id: 'continuity', value: '100%', label: 'continuity'},
  {id: 'manual-work', value: '65%', label: 'less manual work'},
];
