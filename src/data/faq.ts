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
    keywords: [
      'upload',
      'servers',
      'browsing history',
      'privacy policy',
      'spying',
      'data privacy',
      'data storage location',
      'local processing',
      'cloud or local',
      'is my browsing history sent to your servers',
      'who can see my data',
      'where do you keep the information it collects',
      'is my data safe with you',
    ],
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
      'offline mode',
      'without internet',
      'no wifi',
      'internet connection required',
      'can i use it without internet',
      'does it need to be online all the time',
      'will it work on a plane',
      'what still works when my connection is down',
      'air-gapped',
    ],
  },
  {
    id: 'banking',
    question: 'Does it capture my online banking?',
    answer: ['No. Banking sites are excluded from capture.'],
    keywords: [
      'financial sites',
      'bank account',
      'bank passwords',
      'does it record my banking',
      'will it save my bank details',
      'is it safe to do online banking with it',
      'does it see my credit card numbers',
      'does it keep a record of my bank website',
    ],
  },
  {
    id: 'sync',
    question: 'Is there cloud sync?',
    answer: [
      'Only if you want it. Sync is optional, end-to-end encrypted and off unless you turn it on. Without it, your knowledge graph stays on your device.',
    ],
    keywords: [
      'synchronize',
      'multiple devices',
      'cloud backup',
      'sync across devices',
      'multiple computers',
      'can i use it on two laptops',
      'does it store my data in the cloud',
      'how do i get my data on another computer',
      'is sync off by default',
      'opt in',
      'sync between two macs',
    ],
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
      'supported os',
      'mac only',
      'does it work on windows',
      'when is the windows version coming',
      'can i run it on ubuntu',
      'is there a linux version',
      'windows version',
      'windows download',
    ],
  },
  {
    id: 'speed',
    question: 'Will it slow down my browsing?',
    answer: [
      `It is built to stay out of your way: the claimed overhead is ${claims.overhead} ${claims.overheadWhen}, and queries to your knowledge graph take ${claims.queryTime}.`,
    ],
    keywords: [
      'performance',
      'fast',
      'lag',
      'latency',
      'sluggish',
      'performance impact',
      'slow computer',
      'will it make my computer slower',
      'does it slow down page loading',
      'how fast is it',
      'bog down older laptops',
      'laggy with many tabs open',
      'how much slower is browsing',
    ],
  },
  {
    id: 'ai-tools',
    question: 'Which AI does it use, and which tools does it work with?',
    answer: [
      `${brand.productName} brings your context to the AI chat tools you already use: ${claims.aiTools}. What each tool does with a message you send it is that tool's.`,
      "The model named in the demo's chat pane is part of the scripted demo.",
    ],
    keywords: [
      'OpenAI',
      'GPT',
      'LLM',
      'AI model',
      'AI chatbots',
      'which chatbot',
      'which ai model',
      'llm used',
      'chatgpt support',
      'claude',
      'perplexity',
      'which ai does it use',
      'does it have its own ai model',
      'does it work with claude or chatgpt',
      'what model is shown in the demo',
      'do i still need chatgpt',
    ],
  },
  {
    id: 'compression',
    question: 'What are the compression modes?',
    answer: [
      'Lossless keeps 100% fidelity, for contracts and critical documents. Balanced is about 50% smaller and preserves the key facts, for articles and research. Aggressive is about 70% smaller and keeps the highlights, for casual reading.',
    ],
    keywords: [
      'page summaries',
      'compression levels',
      'compression options',
      'storage modes',
      'what do the compression levels mean',
      'which mode saves the most space',
      'difference between balanced and aggressive',
      'lossless vs balanced vs aggressive',
    ],
  },
  {
    id: 'automation',
    question: 'How does it learn my repeated tasks?',
    answer: [
      'When it notices a sequence of three or more actions that you repeat, it suggests an automation for it.',
    ],
    keywords: [
      'automate',
      'workflow',
      'habits',
      'repetitive chores',
      'routine tasks',
      'macros',
      'task automation',
      'repeated tasks',
      'how does it automate things',
      'how does it know what i do often',
    ],
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
      'cost',
      'pricing',
      'monthly fee',
      'is it free',
      'how much does it cost',
      'do i have to pay for it',
      'will the full version be paid',
      'when will you announce the price',
    ],
  },
  {
    id: 'phones',
    question: 'Is there a version for phones or tablets?',
    answer: [
      `No. ${brand.productName} is a desktop browser: macOS in the beta, Windows and Linux coming soon. No phone or tablet version is planned.`,
    ],
    keywords: [
      'iPhone',
      'iPad',
      'Android',
      'iOS',
      'mobile app',
      'smartphone',
      'cellphone',
      'phone version',
      'can i use it on my phone',
      'is there an app for ios',
      'will there be a tablet version',
      'read my notes on my phone',
    ],
  },
  {
    id: 'remove-data',
    question: 'How do I delete my data and everything it captured?',
    answer: [
      `Everything ${browserName} captures stays on your device. The one-click uninstall removes the browser and everything it stored there.`,
    ],
    keywords: [
      'uninstall',
      'erase',
      'wipe',
      'delete account',
      'clear history',
      'purge',
      'delete my data',
      'erase everything',
      'wipe data',
      'right to erasure',
      'how do i remove everything it saved',
      'how to uninstall and delete all captured data',
      'does uninstalling remove my knowledge graph',
      'get rid of everything it saved',
    ],
  },
  {
    id: 'beta',
    question: 'How do I get access?',
    answer: [
      `${brand.productName} is in a beta program with a waitlist. Join the waitlist from this page; beta spots are filling fast.`,
    ],
    keywords: [
      'join the beta',
      'waitlist',
      'sign up',
      'invitation',
      'early access',
      'invite',
      'beta invite',
      'join beta',
      'how can i try it',
      'how do i get an invite',
      'when can i start using it',
      'is it available now',
    ],
  },
  {
    id: 'guarantee',
    question: 'What if it does not work for me?',
    answer: [
      `The ${claims.guarantee} covers you: if it has not boosted the way you work within ${claims.guaranteePeriod}, remove it with a ${claims.uninstall}.`,
    ],
    keywords: [
      'refund',
      'money back',
      'not satisfied',
      'unhappy',
      'disappointed',
      'satisfaction guarantee',
      "what if i don't like it",
      'can i try it risk free',
      "what happens if it doesn't help me",
      'what if it has not helped after a month',
    ],
  },
  {
    id: 'open-source',
    question: 'Is it open source?',
    answer: [`${claims.openSourceCore}. ${sourceCodeText()}`],
    keywords: [
      'source code',
      'GitHub',
      'FOSS',
      'proprietary',
      'github repo',
      'is the code public',
      'can i audit the code',
      'when will the code be released',
      'can we read the code now',
      'where can i see the code',
    ],
  },
];
