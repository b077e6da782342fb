import {browserName} from '../brand';

/** The release notes' words: the list page, the feeds, the facts each note shows, the links. */
export const releaseNotesCopy = {
  listTitle: 'Release notes',
  listDescription: `What changed in each build of ${browserName}: what is new, what is improved, what is fixed and the known issues.`,
  feedTitle: `${browserName} release notes`,
  feedLabel: 'Release notes feed (RSS)',
  latestTitle: 'Latest release note',
  tocLabel: 'Sections of this note',
  latestDescription: `The release note of the newest build of ${browserName}.`,
  facts: {
    label: 'Release',
    version: 'Version',
    channel: 'Channel',
    platforms: 'Platforms',
    security: 'Includes security fixes',
    docs: 'Documentation for this version',
  },
  channels: {beta: 'Beta', stable: 'Stable'},
  /** Under each note on the list page. */
  readNote: (title: string) => `Read the note: ${title}`,
  /** Under each article of a released docs version. */
  docsNote: (version: string) => `What changed in ${version}: the release note`,
} as const;
