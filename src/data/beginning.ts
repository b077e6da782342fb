import type {InternalPath} from './types';

/** "This Is Just the Beginning": what is planned after the beta. */
export interface Vision {
  id: string;
  title: string;
  description: string;
}

export const visions: readonly Vision[] = [
  {
    id: 'networks',
    title: 'Knowledge Networks',
    description:
      'Share chosen parts of your knowledge graph with your team, with role-based context access for enterprise teams planned for 2026.',
  },
  {
    id: 'ecosystem',
    title: 'Ecosystem Integration',
    description:
      'Your context travels into the tools you already work in, from AI chats to Jira, Confluence, GitHub and Slack.',
  },
  {
    id: 'collective',
    title: 'Collective Intelligence',
    description:
      'A decentralized knowledge economy is planned, in which people exchange what they know on their own terms.',
  },
];

/** The article that describes the planned knowledge economy. */
export const visionLink: {label: string; to: InternalPath} = {
  label: 'See the Full Ecosystem Vision',
  to: '/workflow-intelligence',
};
