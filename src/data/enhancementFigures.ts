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
  {id: 'relevance', value: '10–100×', label: 'more relevant answers, in our tests'},
  {id: 'overhead', value: '< 50 ms', label: 'added to each request'},
] as const satisfies readonly ClaimedFigure[];
