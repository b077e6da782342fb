import type {PageFacts} from '../../src/plugins/pageMarkdown';

/** A page's facts as the build reads them: a plain indexed page unless a test says otherwise. */
export const pageFacts = (overrides: Partial<PageFacts>): PageFacts => ({
  title: 'A page',
  description: 'What it says.',
  noIndex: false,
  plugin: null,
  docsVersion: null,
  sourceFile: null,
  content: null,
  ...overrides,
});
