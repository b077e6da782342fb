import type {NamedItem} from './types';

/** The three context layers of Automatic Knowledge Capture, innermost first. */
export const contextLayers = [
  {
    id: 'immediate',
    name: 'Immediate',
    description: 'What you are reading, writing or asking about right now.',
  },
  {
    id: 'project',
    name: 'Project',
    description: 'The work it belongs to: related pages, notes and earlier decisions.',
  },
  {
    id: 'domain',
    name: 'Domain',
    description: 'The wider field you work in: the concepts and sources you return to over time.',
  },
] as const satisfies readonly NamedItem[];
