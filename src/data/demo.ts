import {brand} from '@site/src/brand';

/**
 * The scripted browser demo on the home page: sample content and timings, in one place so the
 * playback and its tests share them.
 * Animation only: nothing here is fetched, and no model answers the chat.
 */

export type ItemStatus = 'capturing' | 'processing' | 'completed' | 'archived';

/** One row of the context tree. Folders have children; documents do not. */
export type TreeItem = {
  id: string;
  name: string;
  /** What compression did to it, as the tree shows it. */
  compression: string;
  /** Relevance to the current task, in percent. */
  score: number;
  category: string;
  status: ItemStatus;
} & ({type: 'folder'; children: readonly TreeItem[]} | {type: 'document'});

/** One page the centre pane shows; its first items become the key-metric highlights. */
export interface DocumentPage {
  id: string;
  kind: 'requirements' | 'tracking' | 'mlops' | 'communication';
  /** Where the page "lives", shown in the fake tab and address bar. */
  app: string;
  title: string;
  url: string;
  items: readonly {label: string; value: string}[];
  /** Other context items this page links to, shown in the cross-reference banner. */
  crossReferences: readonly string[];
}

/** A chat message; `timestamp` is the clock label shown beside it. */
export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: string;
  /** A link shown after the text (opens in a new tab). */
  link?: {label: string; href: string};
}

export type ActionName = 'jira' | 'confluence' | 'mlflow' | 'github' | 'slack' | 'aws';

/** A suggested action; `name` is also the keyword that calls it up. */
export interface SuggestedAction {
  name: ActionName;
  label: string;
  icon: 'ticket' | 'page' | 'chart' | 'branch' | 'chat' | 'cloud';
  /** What choosing it asks for, appended to the chat as the visitor's message. */
  action: string;
  /** One line that explains it, shown as its tooltip. */
  hint: string;
}

/** The demo's pace and limits, in milliseconds where a time; the playback reads nothing else. */
export const demoTiming = {
  pageIntervalMs: 6000,
  capturingMs: 3000,
  highlightDelayMs: 1000,
  highlightCount: 3,
  fadeIndexMs: 300,
  fadeDepthMs: 200,
} as const;

export const tooltipTiming = {delayMs: 700, skipDelayMs: 300} as const;

export const chatModel = {name: 'gpt-4.1-mini', temperature: 0.7} as const;

export const maxSuggestedActions = 3;

/** Shown when nothing in the conversation names a tool, so the actions row is never empty. */
export const defaultActionNames: readonly ActionName[] = ['jira', 'confluence', 'github'];

/** Score colour bands: above 90 green (row highlighted too), above 80 yellow, otherwise grey. */
export const scoreBands = {high: 90, medium: 80} as const;

export const statusLabels: Record<ItemStatus, {label: string; hint: string}> = {
  capturing: {label: 'Capturing', hint: 'Capturing: being read and structured right now.'},
  processing: {label: 'Processing', hint: 'Processing: being compressed and linked.'},
  completed: {label: 'Completed', hint: 'Completed: compressed and ready to inject into a chat.'},
  archived: {label: 'Archived', hint: 'Archived: kept, but left out of the active context.'},
};

export const contextTree: readonly TreeItem[] = [
  {
    id: 'active',
    name: 'Active Context',
    type: 'folder',
    compression: '4 sources, balanced',
    score: 96,
    category: 'Project',
    status: 'capturing',
    children: [
      {
        id: 'requirements',
        name: 'Churn model v2 requirements',
        type: 'document',
        compression: 'Lossless, 100%',
        score: 94,
        category: 'Requirements',
        status: 'completed',
      },
      {
        id: 'sprint-board',
        name: 'Sprint 3 board',
        type: 'document',
        compression: 'Balanced, −52%',
        score: 91,
        category: 'Tracking',
        status: 'processing',
      },
      {
        id: 'run-42',
        name: 'Experiment run #42',
        type: 'document',
        compression: 'Balanced, −48%',
        score: 88,
        category: 'MLOps',
        status: 'capturing',
      },
      {
        id: 'squad-thread',
        name: '#churn-squad thread',
        type: 'document',
        compression: 'Aggressive, −71%',
        score: 83,
        category: 'Chat',
        status: 'processing',
      },
    ],
  },
  {
    id: 'sprint-3-archive',
    name: 'Sprint 3 Archive',
    type: 'folder',
    compression: '2 sources, aggressive',
    score: 64,
    category: 'Archive',
    status: 'archived',
    children: [
      {
        id: 'retro',
        name: 'Sprint 3 planning notes',
        type: 'document',
        compression: 'Aggressive, −73%',
        score: 58,
        category: 'Notes',
        status: 'archived',
      },
      {
        id: 'baseline',
        name: 'Baseline model report',
        type: 'document',
        compression: 'Balanced, −50%',
        score: 72,
        category: 'MLOps',
        status: 'archived',
      },
    ],
  },
  {
    id: 'graph',
    name: 'Knowledge Graph',
    type: 'folder',
    compression: '128 links, lossless',
    score: 92,
    category: 'Graph',
    status: 'completed',
    children: [
      {
        id: 'concept-churn',
        name: 'Customer churn',
        type: 'document',
        compression: '14 links',
        score: 95,
        category: 'Concept',
        status: 'completed',
      },
      {
        id: 'entity-feature-store',
        name: 'Feature store',
        type: 'document',
        compression: '9 links',
        score: 86,
        category: 'Entity',
        status: 'processing',
      },
    ],
  },
];

/** Folders open when the demo first renders. */
export const initiallyOpenFolders: readonly string[] = ['active', 'graph'];

export const documentPages: readonly DocumentPage[] = [
  {
    id: 'page-requirements',
    kind: 'requirements',
    app: 'Confluence',
    title: 'Churn model v2: requirements',
    url: 'wiki.acme.example/churn-v2/requirements',
    items: [
      {label: 'Target recall', value: '≥ 0.85 on the March holdout'},
      {label: 'Latency budget', value: 'p95 under 120 ms'},
      {label: 'Launch', value: 'go/no-go on Thursday'},
      {label: 'Owner', value: 'Data Platform team'},
    ],
    crossReferences: ['Sprint 3 board', 'Experiment run #42'],
  },
  {
    id: 'page-tracking',
    kind: 'tracking',
    app: 'Jira',
    title: 'Sprint 3 board: churn model',
    url: 'tracker.acme.example/CHURN/sprint-3',
    items: [
      {label: 'Done', value: '12 of 18 stories'},
      {label: 'Blockers', value: 'CHURN-241 backfill, CHURN-248 budget'},
      {label: 'Velocity', value: '34 points'},
      {label: 'Sprint ends', value: 'Friday'},
    ],
    crossReferences: ['Churn model v2 requirements', '#churn-squad thread'],
  },
  {
    id: 'page-mlops',
    kind: 'mlops',
    app: 'MLflow',
    title: 'Experiment run #42: gradient boosting',
    url: 'mlflow.acme.example/experiments/7/runs/42',
    items: [
      {label: 'Recall', value: '0.87 (target 0.85)'},
      {label: 'AUC', value: '0.93'},
      {label: 'p95 latency', value: '96 ms'},
      {label: 'Dataset', value: 'customers 2024-11 snapshot'},
    ],
    crossReferences: ['Churn model v2 requirements', 'Baseline model report'],
  },
  {
    id: 'page-communication',
    kind: 'communication',
    app: 'Slack',
    title: '#churn-squad: launch thread',
    url: 'chat.acme.example/churn-squad/launch',
    items: [
      {label: 'Decision', value: 'go/no-go moved to Thursday'},
      {label: 'Security review', value: 'approved'},
      {label: 'Open question', value: 'AWS budget sign-off'},
      {label: 'Next', value: 'post the metrics summary'},
    ],
    crossReferences: ['Sprint 3 board', 'Feature store'],
  },
];

/** The scripted conversation; messages appear at 0, 2, 4, 6, 12, 14, 16 and 18 s (`at`, in ms). */
export const scriptedMessages: readonly (ChatMessage & {at: number})[] = [
  {
    id: 'm1',
    at: 0,
    isUser: true,
    timestamp: '09:41',
    content: 'Where does the churn model stand against its requirements?',
  },
  {
    id: 'm2',
    at: 2000,
    isUser: false,
    timestamp: '09:41',
    content:
      'Recall is 0.87 in MLflow run #42, above the 0.85 target on the Confluence requirements page. p95 latency is 96 ms, inside the 120 ms budget.',
  },
  {
    id: 'm3',
    at: 4000,
    isUser: true,
    timestamp: '09:42',
    content: 'Anything blocking the launch?',
  },
  {
    id: 'm4',
    at: 6000,
    isUser: false,
    timestamp: '09:42',
    content:
      'Two Jira blockers: CHURN-241 (feature store backfill) and CHURN-248 (AWS budget sign-off). The Slack thread moved go/no-go to Thursday.',
  },
  {
    id: 'm5',
    at: 12000,
    isUser: true,
    timestamp: '09:43',
    content: 'Draft a short update for the team.',
  },
  {
    id: 'm6',
    at: 14000,
    isUser: false,
    timestamp: '09:43',
    content:
      'Draft: metrics on target, two blockers open, go/no-go Thursday. Shall I post it to #churn-squad on Slack?',
  },
  {
    id: 'm7',
    at: 16000,
    isUser: true,
    timestamp: '09:44',
    content: 'Yes, and link the GitHub pull request for the backfill.',
  },
  {
    id: 'm8',
    at: 18000,
    isUser: false,
    timestamp: '09:44',
    content:
      'Linked pull request #318 from GitHub. Three sources cited, all from your local context.',
  },
];

export const suggestedActions: readonly SuggestedAction[] = [
  {
    name: 'jira',
    label: 'Create Jira ticket',
    icon: 'ticket',
    action: 'Create a Jira ticket for the CHURN-241 backfill blocker.',
    hint: 'Drafts a ticket from the blocker in your context.',
  },
  {
    name: 'confluence',
    label: 'Update Confluence',
    icon: 'page',
    action: 'Add run #42 results to the Confluence requirements page.',
    hint: 'Writes the latest results back to the requirements page.',
  },
  {
    name: 'mlflow',
    label: 'Compare MLflow runs',
    icon: 'chart',
    action: 'Compare MLflow run #42 with the baseline run.',
    hint: 'Puts two experiment runs side by side.',
  },
  {
    name: 'github',
    label: 'Open GitHub PR',
    icon: 'branch',
    action: 'Summarise the GitHub pull request for the backfill.',
    hint: 'Summarises the linked pull request.',
  },
  {
    name: 'slack',
    label: 'Share to Slack',
    icon: 'chat',
    action: 'Post the launch summary to #churn-squad on Slack.',
    hint: 'Shares a summary with the team channel.',
  },
  {
    name: 'aws',
    label: 'Check AWS budget',
    icon: 'cloud',
    action: 'Estimate the AWS cost of serving the new model.',
    hint: 'Estimates what the model costs to serve.',
  },
];

/** The demo's own controls: what it says of itself above the frame, and its play button. */
export const demoControls = {
  note: 'A scripted demo: nothing you type leaves this page, and no model reads it.',
  play: 'Play demo',
  pause: 'Pause demo',
} as const;

/**
 * What the chat answers when the visitor sends a message: no model reads it, so the reply says
 * it is a demo and where the real thing is. Replies take turns, so a second one does not echo the
 * first; each ends with the waitlist link.
 */
export const demoReply = {
  /** The pause before the reply appears, in ms (none with reduced motion). */
  delayMs: 1200,
  texts: [
    `This is a scripted demo, so no model reads what you type here. In ${brand.productName}, the answer would come from your own pages, notes and chats.`,
    `Still the demo talking: nothing you type leaves this page. To ask ${brand.productName} for real, join the beta.`,
  ],
  link: {label: 'Join the beta waitlist', href: brand.waitlistUrl},
} as const;
