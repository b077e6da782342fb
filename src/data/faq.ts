import {brand, browserName} from '@site/src/brand';
import {claims, sourceCodeText} from '@site/src/data/claims';
import {minimumSystem} from '@site/src/data/requirements';

/**
 * Frequently asked questions, answered only with facts the site states elsewhere (no new claims).
 * Edit freely: each entry needs a unique id; each answer is one or more paragraphs.
 */
export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
}

/** The anchor of an entry on the home page, as in `/#faq-where-is-my-data`. */
export function faqAnchor(entry: Pick<FaqEntry, 'id'>): string {
  return `faq-${entry.id}`;
}

export const faq: readonly FaqEntry[] = [
  {
    id: 'where-is-my-data',
    question: 'Where is my data processed and stored?',
    answer: [
      `On your device. ${browserName} processes what it captures locally and keeps it in encrypted storage.`,
      'Optional end-to-end encrypted sync is off unless you turn it on.',
    ],
  },
  {
    id: 'offline',
    question: 'Does it work offline?',
    answer: [
      `Yes, for everything ${browserName} keeps for you: capture, compression, linking and search all run on your computer, and none of them needs a connection. The AI chat tools you use it with still need theirs.`,
    ],
  },
  {
    id: 'banking',
    question: 'Does it capture my online banking?',
    answer: ['No. Banking sites are excluded from capture.'],
  },
  {
    id: 'sync',
    question: 'Is there cloud sync?',
    answer: [
      'Only if you want it. Sync is optional, end-to-end encrypted and off unless you turn it on. Without it, your knowledge graph stays on your device.',
    ],
  },
  {
    id: 'platforms',
    question: 'Which operating systems does it run on?',
    answer: [
      `The beta runs on ${minimumSystem.macos} or later, with ${minimumSystem.storage} of free storage, and goes to waitlist members first.`,
      `The builds for ${minimumSystem.windows} or later and for Linux (${minimumSystem.linux} or later) are coming soon.`,
    ],
  },
  {
    id: 'speed',
    question: 'Will it slow down my browsing?',
    answer: [
      `It is built to stay out of your way: the claimed overhead is ${claims.overhead} ${claims.overheadWhen}, and queries to your knowledge graph take ${claims.queryTime}.`,
    ],
  },
  {
    id: 'ai-tools',
    question: 'Which AI tools does it work with?',
    answer: [
      `It injects compressed context into the AI chat tools you already use: ${claims.aiTools}.`,
    ],
  },
  {
    id: 'compression',
    question: 'What are the compression modes?',
    answer: [
      'Lossless keeps 100% fidelity, for contracts and critical documents. Balanced is about 50% smaller and preserves the key facts, for articles and research. Aggressive is about 70% smaller and keeps the highlights, for casual reading.',
    ],
  },
  {
    id: 'automation',
    question: 'How does it learn my repeated tasks?',
    answer: [
      'When it notices a sequence of three or more actions that you repeat, it suggests an automation for it.',
    ],
  },
  {
    id: 'beta',
    question: 'How do I get access?',
    answer: [
      `${brand.productName} is in a beta program with a waitlist. Join the waitlist from this page; beta spots are filling fast.`,
    ],
  },
  {
    id: 'guarantee',
    question: 'What if it does not work for me?',
    answer: [
      `The ${claims.guarantee} covers you: if it has not boosted the way you work within ${claims.guaranteePeriod}, remove it with a ${claims.uninstall}.`,
    ],
  },
  {
    id: 'open-source',
    question: 'Is it open source?',
    answer: [`${claims.openSourceCore}. ${sourceCodeText()}`],
  },
];
