import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** Feature articles, in the order the home page presents them; support comes last. */
const sidebars = {
  features: [
    'automatic-knowledge-capture',
    'personal-intelligence-hub',
    'context-aware-ai-enhancement',
    'workflow-intelligence',
    'support',
  ],
} satisfies SidebarsConfig;

export default sidebars;
