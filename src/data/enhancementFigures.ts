import {claims} from '@site/src/data/claims';
import type {Figure} from './types';

/** The figures claimed for Context-Aware AI Enhancement: marketing claims, never guarantees. */

export const enhancementFigures = [
  {id: 'compression', value: '50%+', label: 'smaller context, through compression'},
  {id: 'relevance', value: claims.relevance, label: 'more relevant answers, in our tests'},
  {id: 'overhead', value: claims.overhead, label: `overhead ${claims.overheadWhen}`},
] as const satisfies readonly Figure[];
