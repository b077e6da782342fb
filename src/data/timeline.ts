import {browserName} from '@site/src/brand';
import {claims} from '@site/src/data/claims';
import type {KeyedItem} from './types';

/** The evolution timeline: how the browser grows with you over the first year. */
export interface TimelineEntry extends KeyedItem {
  period: string;
}

export const timeline: readonly TimelineEntry[] = [
  {
    id: 'week-1',
    period: 'Week 1',
    title: 'Capturing',
    description:
      'The browser captures what you read and write and starts linking it into your knowledge graph.',
  },
  {
    id: 'week-4',
    period: 'Week 4',
    title: 'Connecting',
    description:
      'Recurring projects, people and sources are connected, and AI chats start with useful context.',
  },
  {
    id: 'month-3',
    period: 'Month 3',
    title: 'Anticipating',
    description:
      'Tasks you repeat are recognised, and the first automations are suggested for them.',
  },
  {
    id: 'month-6',
    period: 'Month 6',
    title: 'Accelerating',
    description:
      'Months of context inform every answer, so your AI tools reflect your projects and decisions.',
  },
  {
    id: 'year-1',
    period: 'Year 1',
    title: 'Compounding',
    description: `A year of knowledge, searchable in ${claims.queryTime}, keeps paying back the time you invested.`,
  },
];

export const guarantee = {
  title: claims.guarantee,
  description: `Give ${browserName} ${claims.guaranteePeriod}. If it has not boosted the way you work, remove it with a ${claims.uninstall}.`,
  cta: 'Start Evolution',
} as const;
