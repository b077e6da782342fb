/** Automatic Knowledge Capture's three compression modes, most faithful first, for its table. */

export interface CompressionMode {
  id: string;
  name: string;
  /** How much smaller the stored capture is, in words a reader scans. */
  size: string;
  /** Roughly what share of the original remains, 0–100; drives the size bar only. */
  remainingPercent: number;
  /** What the mode keeps. */
  keeps: string;
  /** The kind of reading it suits. */
  bestFor: string;
}

export const compressionModes = [
  {
    id: 'lossless',
    name: 'Lossless',
    size: 'Full size, 100% fidelity',
    remainingPercent: 100,
    keeps: 'Everything, word for word',
    bestFor: 'Contracts and critical documents',
  },
  {
    id: 'balanced',
    name: 'Balanced',
    size: 'About 50% smaller',
    remainingPercent: 50,
    keeps: 'The key facts',
    bestFor: 'Articles and research',
  },
  {
    id: 'aggressive',
    name: 'Aggressive',
    size: 'About 70% smaller',
    remainingPercent: 30,
    keeps: 'The highlights only',
    bestFor: 'Casual reading',
  },
] as const satisfies readonly CompressionMode[];

/** The table's caption and the headers of its columns, one per fact of a mode. */
export const compressionTable = {
  caption: 'The three compression modes compared',
  columns: {name: 'Mode', size: 'Stored size', keeps: 'What it keeps', bestFor: 'Best for'},
} as const;
