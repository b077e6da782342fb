import {brand, browserName} from '@site/src/brand';
import {claims, sourceCodeText} from '@site/src/data/claims';
import {minimumSystem} from '@site/src/data/requirements';

/**
 * Frequently asked questions, answered only with facts the site states elsewhere or the team has
 * settled (no new claims). Edit freely: each entry needs a unique id; each answer is one or more
 * paragraphs. Ask each question as visitors do: the site search weighs the words of a question
 * above those of its answer.
 */
export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
  /**
   * Other ways visitors ask this, in their words, for the site search (which weighs them almost
   * as much as the question): words the answer does not use, such as "iphone" for phones.
   */
  keywords?: readonly string[];
}

/** The anchor of an entry on the home page, as in `/#faq-where-is-my-data`. */
export function faqAnchor(entry: Pick<FaqEntry, 'id'>): string {
  return `faq-${entry.id}`;
}

export const faq: readonly FaqEntry[] = [
  {
    id: 'where-is-my-data',
    question: 'Is my data private? Where is it processed and stored?',
    answer: [
      `On your device. ${browserName} processes what it captures locally and keeps it in encrypted storage.`,
      'Optional end-to-end encrypted sync is off unless you turn it on.',
    ],
    keywords: ['upload', 'servers', 'browsing history', 'privacy policy', 'spying'],
  },
  {
    id: 'offline',
    question: 'Does it work offline?',
    answer: [
      `Yes, for everything ${browserName} keeps for you: capture, compression, linking and search all run on your computer, and none of them needs a connection. The AI chat tools you use it with still need theirs.`,
    ],
    keywords: [
      'no internet',
      'internet connection',
      'wifi',
      'airplane',
      'on a flight',
      'disconnected',
    ],
  },
  {
    id: 'banking',
    question: 'Does it capture my online banking?',
    answer: ['No. Banking sites are excluded from capture.'],
    keywords: ['financial sites'],
  },
  {
    id: 'sync',
    question: 'Is there cloud sync?',
    answer: [
      'Only if you want it. Sync is optional, end-to-end encrypted and off unless you turn it on. Without it, your knowledge graph stays on your device.',
    ],
    keywords: ['synchronize', 'multiple devices'],
  },
  {
    id: 'platforms',
    question: 'Which platforms and operating systems does it run on?',
    answer: [
      `The beta runs on ${minimumSystem.macos} or later, with ${minimumSystem.storage} of free storage, and goes to waitlist members first.`,
      `The builds for ${minimumSystem.windows} or later and for Linux (${minimumSystem.linux} or later) are coming soon.`,
    ],
    keywords: [
      'windows',
      'linux',
      'mac',
      'operating system',
      'supported platforms',
      'MacBook',
      'PC',
    ],
  },
  {
    id: 'speed',
    question: 'Will it slow down my browsing?',
    answer: [
      `It is built to stay out of your way: the claimed overhead is ${claims.overhead} ${claims.overheadWhen}, and queries to your knowledge graph take ${claims.queryTime}.`,
    ],
    keywords: ['performance', 'fast', 'lag', 'latency', 'sluggish'],
  },
  {
    id: 'ai-tools',
    question: 'Which AI does it use, and which tools does it work with?',
    answer: [
      `${brand.productName} brings your context to the AI chat tools you already use: ${claims.aiTools}. What each tool does with a message you send it is that tool's.`,
      "The model named in the demo's chat pane is part of the scripted demo.",
    ],
    keywords: ['OpenAI', 'GPT', 'LLM', 'AI model', 'AI chatbots', 'which chatbot'],
  },
  {
    id: 'compression',
    question: 'What are the compression modes?',
    answer: [
      'Lossless keeps 100% fidelity, for contracts and critical documents. Balanced is about 50% smaller and preserves the key facts, for articles and research. Aggressive is about 70% smaller and keeps the highlights, for casual reading.',
    ],
    keywords: ['page summaries', 'compression levels'],
  },
  {
    id: 'automation',
    question: 'How does it learn my repeated tasks?',
    answer: [
      'When it notices a sequence of three or more actions that you repeat, it suggests an automation for it.',
    ],
    keywords: ['automate', 'workflow', 'habits', 'repetitive chores', 'routine tasks', 'macros'],
  },
  {
    id: 'price',
    question: 'Is it free? What will it cost?',
    answer: [
      'The beta is free for the people invited from the waitlist.',
      'Pricing for the stable release has not been announced; it will be announced in a release note before that release.',
    ],
    keywords: [
      'pay',
      'price',
      'subscription',
      'free trial',
      'price per month',
      'premium',
      'paid',
      'purchase',
    ],
  },
  {
    id: 'phones',
    question: 'Is there a version for phones or tablets?',
    answer: [
      `No. ${brand.productName} is a desktop browser: macOS in the beta, Windows and Linux coming soon. No phone or tablet version is planned.`,
    ],
    keywords: ['iPhone', 'iPad', 'Android', 'iOS', 'mobile app', 'smartphone', 'cellphone'],
  },
  {
    id: 'remove-data',
    question: 'How do I delete my data and everything it captured?',
    answer: [
      `Everything ${browserName} captures stays on your device. The one-click uninstall removes the browser and everything it stored there.`,
    ],
    keywords: ['uninstall', 'erase', 'wipe', 'delete account', 'clear history', 'purge'],
  },
  {
    id: 'beta',
    question: 'How do I get access?',
    answer: [
      `${brand.productName} is in a beta program with a waitlist. Join the waitlist from this page; beta spots are filling fast.`,
    ],
    keywords: ['join the beta', 'waitlist', 'sign up', 'invitation', 'early access', 'invite'],
  },
  {
    id: 'guarantee',
    question: 'What if it does not work for me?',
    answer: [
      `The ${claims.guarantee} covers you: if it has not boosted the way you work within ${claims.guaranteePeriod}, remove it with a ${claims.uninstall}.`,
    ],
    keywords: ['refund', 'money back', 'not satisfied', 'unhappy', 'disappointed'],
  },
  {
    id: 'open-source',
    question: 'Is it open source?',
    answer: [`${claims.openSourceCore}. ${sourceCodeText()}`],
    keywords: ['source code', 'GitHub', 'license', 'FOSS', 'proprietary'],
  },
];
