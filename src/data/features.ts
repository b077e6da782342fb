import type {InternalPath, Item} from './types';
import {claims} from '@site/src/data/claims';

/** A card of "What … Browser Can": leads to the article that explains it. */
export interface Feature extends Item {
  id: 'capture' | 'hub' | 'ai-context' | 'workflow';
  /** Exactly two detail items per card, so the four cards line up in the grid. */
  details: readonly [Item, Item];
  to: InternalPath;
  /** Visible link text; the card title completes its accessible name. */
  linkLabel: string;
}

export const features: readonly Feature[] = [
  {
    id: 'capture',
    title: 'Automatic Knowledge Capture',
    description:
      'What you read, write and research is captured and structured into your private knowledge graph as you browse.',
    details: [
      {
        title: 'Three compression modes',
        description:
          'Lossless for contracts and critical documents, balanced for articles and research, aggressive for casual reading.',
      },
      {
        title: 'Private by design',
        description:
          'Processing happens on your device, storage is encrypted, and banking sites are excluded from capture.',
      },
    ],
    to: '/automatic-knowledge-capture',
    linkLabel: 'How capture works',
  },
  {
    id: 'hub',
    title: 'Personal Intelligence Hub',
    description:
      'A local-first knowledge graph that connects the concepts, people and sources of everything you capture.',
    details: [
      {
        title: 'Connected knowledge',
        description:
          'Key concepts and entities, their relationships, temporal context and semantic links, held in one graph.',
      },
      {
        title: 'Instant recall',
        description: `Search everything you have captured, with a claimed query time ${claims.queryTime}.`,
      },
    ],
    to: '/personal-intelligence-hub',
    linkLabel: 'Explore the hub',
  },
  {
    id: 'ai-context',
    title: 'Context-Ready AI Power',
    description: `Compressed context from your hub is injected into AI chat tools: ${claims.aiTools}.`,
    details: [
      {
        title: 'Context that fits',
        description: `Compression of ${claims.compression} keeps the key facts while leaving room in the conversation.`,
      },
      {
        title: 'Answers about your work',
        description: `A claimed ${claims.relevance} gain in relevance over a chat that starts from nothing.`,
      },
    ],
    to: '/context-aware-ai-enhancement',
    linkLabel: 'See AI with context',
  },
  {
    id: 'workflow',
    title: 'Smarter Workflow Automation',
    description: 'The browser learns the tasks you repeat and suggests automations for them.',
    details: [
      {
        title: 'Pattern detection',
        description: 'Repeated sequences of three or more actions are recognised as you work.',
      },
      {
        title: 'Suggested next steps',
        description:
          'Up to three suggested actions at a time, matched to the tools you mention: Jira, Confluence, GitHub and more.',
      },
    ],
    to: '/workflow-intelligence',
    linkLabel: 'Learn about workflows',
  },
];
