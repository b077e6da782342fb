import type {KeyedItem} from './types';

/** Step-by-step flows the articles draw as diagrams, each step a short title and one sentence. */
export type FlowStep = KeyedItem;

/** From a page you read to an AI answer that knows about it. */
export const contextFlow = [
  {
    id: 'capture',
    title: 'Capture',
    description: 'What you read, write and research is captured as you work.',
  },
  {
    id: 'compress',
    title: 'Compress',
    description: 'It is compressed and linked into your local knowledge graph.',
  },
  {
    id: 'inject',
    title: 'Inject',
    description: 'The relevant part goes into the AI chat along with your question.',
  },
] as const satisfies readonly FlowStep[];

/** From a task you repeat to an automation you approve. */
export const workflowFlow = [
  {
    id: 'notice',
    title: 'Notice',
    description: 'The browser sees the same sequence of three or more actions come back.',
  },
  {
    id: 'suggest',
    title: 'Suggest',
    description: 'It offers an automation for that sequence, described in plain words.',
  },
  {
    id: 'decide',
    title: 'You decide',
    description: 'Accept it, adjust it or dismiss it. Nothing runs without your say.',
  },
] as const satisfies readonly FlowStep[];
