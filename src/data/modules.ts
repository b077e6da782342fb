import type {NamedItem} from './types';

/**
 * Downloadable interface modules of the personal intelligence hub. Each one is a view onto
 * what the hub already holds (content, concepts, relationships, time, links, habits), so the
 * list promises nothing the hub does not store.
 */

export const hubModules = [
  {
    id: 'graph-explorer',
    name: 'Graph Explorer',
    description:
      'Walk the knowledge graph itself: key concepts and entities, and the relationships between them.',
  },
  {
    id: 'timeline',
    name: 'Timeline',
    description:
      'See what you read and wrote in the order it happened, so temporal context is one glance away.',
  },
  {
    id: 'semantic-search',
    name: 'Semantic Search',
    description:
      'Find captured content by meaning, following semantic links rather than exact words.',
  },
  {
    id: 'context-composer',
    name: 'Context Composer',
    description:
      'Review and adjust the compressed context the browser prepares before it goes to an AI chat.',
  },
  {
    id: 'workflow-studio',
    name: 'Workflow Studio',
    description:
      'Look over the repeated tasks the browser has noticed and the automations it suggests.',
  },
  {
    id: 'capture-controls',
    name: 'Capture Controls',
    description:
      'Choose the compression mode for what you capture, and see which sites are never captured.',
  },
] as const satisfies readonly NamedItem[];
