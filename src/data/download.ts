// Relative, so that the build's release-note check can import this module too.
import {brand} from '../brand';
import type {InternalPath, Item, KeyedItem} from './types';

/** "Almost there…": the steps, the platform buttons and the resources. */
export const downloadSteps: readonly Item[] = [
  {title: 'Download', description: 'Get the installer for your operating system.'},
  {
    title: 'Run the installer',
    description: 'Open the file you downloaded and follow the prompts.',
  },
  {
    title: 'Start working in context',
    description: `Browse as usual: ${brand.productName} captures and connects what matters from the first page.`,
  },
];

/** A platform build: available ones show a notice, the rest are disabled until they exist. */
export interface Platform {
  id: 'macos' | 'windows' | 'linux';
  name: string;
  available: boolean;
}

/** What a platform's button reads: a download, or the label of a build that does not exist yet. */
export const downloadLabel = (platform: Pick<Platform, 'name'>): string =>
  `Download for ${platform.name}`;
export const comingSoonLabel = 'Coming Soon';

export const platforms: readonly Platform[] = [
  {id: 'macos', name: 'macOS', available: true},
  {id: 'windows', name: 'Windows', available: false},
  {id: 'linux', name: 'Linux', available: false},
];

/** The notice "Download for macOS" shows: the beta build goes to waitlist members. */
export const macNotice = {
  message: 'The macOS beta is sent to waitlist members first. Join the waitlist to get it.',
  actionLabel: 'Join the waitlist',
} as const;

/** A resource card: each leads to the page that answers it (no control without an action). */
export interface Resource extends KeyedItem {
  to: InternalPath;
  linkLabel: string;
}

export const resources: readonly Resource[] = [
  {
    id: 'guide',
    title: 'Intelligence Acceleration Guide',
    description: 'How to get answers that know your work by bringing your context to AI chats.',
    to: '/context-aware-ai-enhancement',
    linkLabel: 'Read the guide',
  },
  {
    id: 'docs',
    title: 'Technical Documentation',
    description: 'Compression modes, context layers and how your data stays private.',
    to: '/automatic-knowledge-capture',
    linkLabel: 'Read the details',
  },
  {
    id: 'community',
    title: 'Expert Community',
    description: 'The community space is not open yet. Until it is, ask the team directly.',
    to: '/support',
    linkLabel: 'Contact support',
  },
];
