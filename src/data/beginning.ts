import type {InternalPath, KeyedItem} from './types';

/** "This Is Just the Beginning": what is planned after the beta. */
export const visions: readonly KeyedItem[] = [
  {
    id: 'networks',
    title: 'Knowledge Networks',
    description:
      'Knowledge graphs that connect by choice, so a team can build on what its members know without pooling everything in one place.',
  },
  {
    id: 'ecosystem',
    title: 'Ecosystem Integration',
    description:
      'Automations and knowledge that work across the other tools you use, not inside the browser alone.',
  },
  {
    id: 'collective',
    title: 'Collective Intelligence',
    description:
      'A decentralized knowledge economy in which people share what they have learned on their own terms, and keep control of it.',
  },
];

/** The article section that describes the planned knowledge economy. */
export const visionLink: {label: string; to: InternalPath} = {
  label: 'See the Full Ecosystem Vision',
  to: '/workflow-intelligence#knowledge-economy',
};
