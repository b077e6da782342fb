import {claims} from '@site/src/data/claims';
import {comingSoonLabel, platforms, type Platform} from '@site/src/data/download';

/**
 * System requirements and performance claims. Processing is local; sync is optional, end-to-end
 * encrypted and off by default: say the same everywhere.
 */
/** The oldest systems and the disk space the browser needs; every page that names them reads these. */
export const minimumSystem = {
  windows: 'Windows 10',
  macos: 'macOS 10.15',
  linux: 'Ubuntu 18.04',
  storage: '2GB',
} as const;

/** A platform's oldest system; one whose build does not exist yet says so, as its download does. */
export function systemRequirement(platform: Platform): string {
  const oldest = `${platform.id === 'linux' ? 'Linux: ' : ''}${minimumSystem[platform.id]} or later`;
  return platform.available ? oldest : `${oldest} (${comingSoonLabel.toLowerCase()})`;
}

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
    // The available builds first.
    values: [...platforms]
      .sort((a, b) => Number(b.available) - Number(a.available))
      .map(systemRequirement),
  },
  {id: 'storage', label: 'Storage', values: [`${minimumSystem.storage} of free disk space`]},
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
