import {claims} from '@site/src/data/claims';

/**
 * System requirements and performance claims. Processing is local; sync is optional, end-to-end
 * encrypted and off by default: say the same everywhere.
 */
export interface Requirement {
  id: string;
  label: string;
  /** One or more values; each renders on its own line. */
  values: readonly string[];
}

export const requirements: readonly Requirement[] = [
  {
    id: 'os',
    label: 'Operating system',
    values: ['Windows 10 or later', 'macOS 10.15 or later', 'Linux: Ubuntu 18.04 or later'],
  },
  {id: 'storage', label: 'Storage', values: ['2GB of free disk space']},
  {
    id: 'performance',
    label: 'Performance',
    values: [
      `Claimed overhead ${claims.overhead} ${claims.overheadWhen}`,
      `Claimed query time ${claims.queryTime}`,
    ],
  },
  {
    id: 'privacy',
    label: 'Privacy',
    values: [
      'All processing is local, on your device',
      'Optional end-to-end encrypted sync, off unless you turn it on',
    ],
  },
];
