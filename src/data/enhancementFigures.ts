import {claims} from '@site/src/data/claims';

/** The figures claimed for Context-Aware AI Enhancement: marketing claims, never guarantees. */

export interface ClaimedFigure {
  id: string;
  /** The figure as displayed, e.g. "50%+". */
  value: string;
  /** What the figure measures. */
  label: string;
}

export const enhancementFigures = [
  {id: 'compression', value: '50%+', label: 'smaller context, through compression'},
  {id: 'relevance', value: claims.relevance, label: 'more relevant answers, in our tests'},
  {id: 'overhead', value: claims.overhead, label: `overhead ${claims.overheadWhen}`},
] as const satisfies readonly ClaimedFigure[];
