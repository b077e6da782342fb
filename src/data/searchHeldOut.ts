/**
 * Held-out questions for the site search: written from the pages alone, as a visitor would type
 * them, before the search's ranking and vocabulary were tuned, and never tuned on since. `npm run
 * bench:search` scores the search on them beside the tuning set (searchQuestions.ts), so that a
 * figure tells how the search does on questions it has not seen. Add to this list only questions
 * written the same way, and never change the search to make one of them pass: a question it
 * misses belongs to the report, not to the tuning. Same shape as searchQuestions.ts.
 *
 * Kept free of imports, so that Node scripts can read it as it is.
 */
// cspell:ignore whats
export interface HeldOutQuestion {
  query: string;
  answers: readonly string[];
}

export const heldOutQuestions: readonly HeldOutQuestion[] = [
  {query: 'can i try it for free', answers: ['/#faq-price']},
  {query: 'whats the price', answers: ['/#faq-price']},
  {query: 'mnemo cost', answers: ['/#faq-price']},
  {query: 'android app', answers: ['/#faq-phones']},
  {query: 'mobile version', answers: ['/#faq-phones']},
  {query: 'minimum macos version', answers: ['/#requirements', '/#faq-platforms']},
  {
    query: 'will there be a windows version',
    answers: ['/#faq-platforms', '/#requirements', '/#download'],
  },
  {query: 'ubuntu support', answers: ['/#faq-platforms', '/#requirements']},
  {query: 'how much storage does it need', answers: ['/#requirements', '/#faq-platforms']},
  {
    query: 'does my browsing data leave my computer',
    answers: [
      '/#faq-where-is-my-data',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
      '/automatic-knowledge-capture#processed-on-your-machine',
    ],
  },
  {
    query: 'is my data encrypted',
    answers: [
      '/#faq-where-is-my-data',
      '/automatic-knowledge-capture#encrypted-storage',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'does it work with chatgpt',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
    ],
  },
  {
    query: 'perplexity',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
      '/context-aware-ai-enhancement',
    ],
  },
  {
    query: 'what gets sent to the ai',
    answers: [
      '/context-aware-ai-enhancement#what-the-chat-tool-receives',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
      '/#faq-ai-tools',
    ],
  },
  {
    query: 'does it save my bank pages',
    answers: ['/#faq-banking', '/automatic-knowledge-capture#banking-sites-are-never-captured'],
  },
  {
    query: 'source code on github',
    answers: ['/#faq-open-source', '/automatic-knowledge-capture#an-open-source-core'],
  },
  {
    query: 'remove mnemo completely',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  {
    query: 'use without internet connection',
    answers: ['/#faq-offline', '/personal-intelligence-hub#local-first-by-design'],
  },
  {
    query: 'sync between two computers',
    answers: ['/#faq-sync', '/personal-intelligence-hub#optional-encrypted-sync'],
  },
  {
    query: 'lossless vs aggressive',
    answers: [
      '/automatic-knowledge-capture#three-compression-modes',
      '/#faq-compression',
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#aggressive',
    ],
  },
  {
    query: 'how small does balanced make a page',
    answers: ['/automatic-knowledge-capture#balanced', '/#faq-compression'],
  },
  {
    query: 'does it make my browser slower',
    answers: ['/#faq-speed', '/context-aware-ai-enhancement#speed'],
  },
  {
    query: 'automate repetitive tasks',
    answers: [
      '/#faq-automation',
      '/workflow-intelligence#learning-what-you-repeat',
      '/workflow-intelligence#suggested-automations',
      '/workflow-intelligence',
    ],
  },
  {
    query: 'will automations run without asking me',
    answers: [
      '/workflow-intelligence#you-stay-in-charge',
      '/workflow-intelligence#what-it-will-not-do',
    ],
  },
  {query: '30 day guarantee', answers: ['/workflow-intelligence#guarantee', '/#faq-guarantee']},
  {query: 'how do i join the waitlist', answers: ['/#faq-beta', '/#hero']},
  {query: 'when is the beta available', answers: ['/#faq-beta', '/releases/beta']},
  {query: 'changelog', answers: ['/releases/beta']},
  {query: "what's in the beta", answers: ['/releases/beta', '/releases/beta#new']},
  {query: 'known bugs', answers: ['/releases/beta#known-issues']},
  {query: 'report a bug', answers: ['/support']},
  {query: 'request a feature', answers: ['/support']},
  {query: 'email address', answers: ['/support#other-ways-to-reach-us']},
  {
    query: 'what is the knowledge graph',
    answers: [
      '/personal-intelligence-hub',
      '/personal-intelligence-hub#what-the-hub-holds',
      '/personal-intelligence-hub#why-a-graph',
    ],
  },
  {query: 'interface modules', answers: ['/personal-intelligence-hub#interface-modules']},
  {
    query: 'find pages by meaning not keywords',
    answers: ['/personal-intelligence-hub#search-by-meaning'],
  },
  {query: 'team features', answers: ['/context-aware-ai-enhancement#teams']},
  {query: 'decentralized knowledge economy', answers: ['/workflow-intelligence#knowledge-economy']},
  {
    query: 'how fast are searches',
    answers: [
      '/personal-intelligence-hub#search-that-keeps-up-with-you',
      '/#faq-speed',
      '/#requirements',
    ],
  },
  {query: 'time saved per day', answers: ['/workflow-intelligence#time-back']},
  {query: 'how does capture work', answers: ['/automatic-knowledge-capture#how-capture-works']},
  {query: 'project context', answers: ['/automatic-knowledge-capture#project-context']},
  {
    query: 'relevance improvement numbers',
    answers: [
      '/context-aware-ai-enhancement#relevance',
      '/context-aware-ai-enhancement#what-we-measure',
    ],
  },
  // Not answered by the site
  {query: 'import bookmarks from chrome', answers: []},
  {query: 'export my knowledge graph', answers: []},
  {query: 'browser extensions', answers: []},
  {query: 'dark mode', answers: []},
  {query: 'ad blocker', answers: []},
  {query: 'tab groups', answers: []},
  {query: 'reader mode', answers: []},
  {query: 'pdf annotation', answers: []},
  {query: 'vertical tabs', answers: []},
  {query: 'translate web pages', answers: []},
  {query: 'careers', answers: []},
  {query: 'affiliate program', answers: []},
  {query: 'incognito window', answers: []},
  {query: 'password sync with 1password', answers: []},
];
