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
// cspell:ignore whats domian overhed -- typed wrong on purpose, as visitors do
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
  {
    query: 'will it still work on a plane with no internet?',
    answers: ['/#faq-offline', '/personal-intelligence-hub#local-first-by-design'],
  },
  {query: 'mnemo for ipad', answers: ['/#faq-phones']},
  {
    query: 'ubuntu',
    answers: ['/#requirements', '/#faq-platforms', '/#download', '/releases/beta#known-issues'],
  },
  {
    query: 'when is the windows version coming out',
    answers: [
      '/#faq-platforms',
      '/#download',
      '/#requirements',
      '/releases/beta#known-issues',
      '/#faq-phones',
    ],
  },
  {query: 'is the beta fre', answers: ['/#faq-price']},
  {query: 'monthly subscription price', answers: ['/#faq-price']},
  {
    query: 'erase all the stuff it captured',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  {
    query: 'do you send my data to your servers?',
    answers: [
      '/#faq-where-is-my-data',
      '/automatic-knowledge-capture#processed-on-your-machine',
      '/personal-intelligence-hub#local-first-by-design',
      '/personal-intelligence-hub#privacy',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
      '/#requirements',
    ],
  },
  {
    query: 'can other programs on my computer read the knowledge graph files',
    answers: [
      '/automatic-knowledge-capture#encrypted-storage',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'how can i check for myself how it handles my data',
    answers: [
      '/automatic-knowledge-capture#an-open-source-core',
      '/#faq-open-source',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'what kind of things does it capture',
    answers: [
      '/automatic-knowledge-capture#what-gets-captured',
      '/automatic-knowledge-capture#what-you-read',
      '/automatic-knowledge-capture#what-you-write',
      '/automatic-knowledge-capture#what-you-research',
      '/automatic-knowledge-capture',
      '/#features',
    ],
  },
  {
    query: 'does it remember all the tabs i opened while researching something',
    answers: ['/automatic-knowledge-capture#what-you-research'],
  },
  {
    query: 'what happens to a web page after i read it',
    answers: [
      '/automatic-knowledge-capture#how-capture-works',
      '/context-aware-ai-enhancement#how-it-works',
    ],
  },
  {
    query: 'keep just the highlights of news i skim',
    answers: [
      '/automatic-knowledge-capture#aggressive',
      '/#faq-compression',
      '/automatic-knowledge-capture#three-compression-modes',
      '/#features',
    ],
  },
  {
    query: 'how much smaller is balanced mode',
    answers: [
      '/automatic-knowledge-capture#balanced',
      '/#faq-compression',
      '/automatic-knowledge-capture#three-compression-modes',
    ],
  },
  {
    query: 'getting back into a project after a week away',
    answers: [
      '/automatic-knowledge-capture#project-context',
      '/automatic-knowledge-capture#three-layers-of-context',
    ],
  },
  {
    query: 'domian context meaning',
    answers: [
      '/automatic-knowledge-capture#domain-context',
      '/automatic-knowledge-capture#three-layers-of-context',
    ],
  },
  {
    query: 'how does it decide what info to give the ai',
    answers: [
      '/context-aware-ai-enhancement#choosing-what-is-relevant',
      '/context-aware-ai-enhancement#how-it-works',
      '/context-aware-ai-enhancement#context-the-model-can-use',
    ],
  },
  {
    query: 'chatgpt has a limit on how much text i can paste',
    answers: [
      '/context-aware-ai-enhancement#compressing-it-to-fit',
      '/context-aware-ai-enhancement#compression',
      '/context-aware-ai-enhancement#the-copy-and-paste-tax',
    ],
  },
  {
    query: 'example of the prompt that gets sent',
    answers: ['/context-aware-ai-enhancement#what-the-chat-tool-receives'],
  },
  {
    query: 'do i need to buy another ai tool',
    answers: ['/context-aware-ai-enhancement#works-with-the-tools-you-already-use'],
  },
  {
    query: 'switching between claude and chatgpt, do i lose my context',
    answers: ['/context-aware-ai-enhancement#works-with-the-tools-you-already-use'],
  },
  {query: 'which llm does mnemo run on', answers: ['/#faq-ai-tools', '/#browser-demo']},
  {
    query: 'browsing overhed in ms',
    answers: [
      '/context-aware-ai-enhancement#speed',
      '/#faq-speed',
      '/#requirements',
      '/context-aware-ai-enhancement#what-we-measure',
    ],
  },
  {
    query: 'how much better are the answers with context',
    answers: [
      '/context-aware-ai-enhancement#relevance',
      '/context-aware-ai-enhancement#what-we-measure',
      '/#features',
      '/#understands',
    ],
  },
  {query: 'what is stored in the hub', answers: ['/personal-intelligence-hub#what-the-hub-holds']},
  {
    query: 'graph explorer and timeline views',
    answers: ['/personal-intelligence-hub#interface-modules'],
  },
  {
    query: 'can i remove a module later',
    answers: ['/personal-intelligence-hub#add-only-what-you-use'],
  },
  {
    query: 'example questions i can ask my knowledge graph',
    answers: ['/personal-intelligence-hub#questions-the-hub-answers-well'],
  },
  {
    query: 'does it learn my habits in the cloud',
    answers: [
      '/workflow-intelligence#learned-on-your-machine',
      '/workflow-intelligence#what-it-will-not-do',
    ],
  },
  {
    query: 'will it spam me with suggestions',
    answers: ['/workflow-intelligence#fewer-better-suggestions', '/#features'],
  },
  {
    query: 'can i change or switch off an automation',
    answers: ['/workflow-intelligence#you-stay-in-charge'],
  },
  {query: 'jira integration', answers: ['/#features', '/#browser-demo']},
  {query: 'percent less manual work', answers: ['/#stats', '/workflow-intelligence#time-back']},
  {
    query: 'why is the trial 30 days',
    answers: ['/workflow-intelligence#guarantee', '/#faq-guarantee', '/#evolution'],
  },
  {
    query: 'share my knowledge with coworkers',
    answers: [
      '/workflow-intelligence#knowledge-networks',
      '/#beginning',
      '/workflow-intelligence#knowledge-economy',
      '/context-aware-ai-enhancement#teams',
    ],
  },
  {
    query: 'decentralised knowledge economy',
    answers: [
      '/workflow-intelligence#knowledge-economy',
      '/#beginning',
      '/workflow-intelligence#collective-intelligence',
      '/releases/beta#known-issues',
    ],
  },
  {
    query: 'is the enterprise version available yet',
    answers: ['/context-aware-ai-enhancement#teams', '/releases/beta#known-issues'],
  },
  {query: 'when did the beta come out', answers: ['/releases/beta']},
  {
    query: 'feedback form wont load',
    answers: ['/support#feedback-form', '/support#other-ways-to-reach-us'],
  },
  {
    query: 'what should i put in my feedback',
    answers: ['/support#three-questions-worth-answering'],
  },
  {query: 'how many people use mnemo', answers: ['/#hero']},
  {
    query: 'when will it start suggesting automations for me',
    answers: ['/#evolution', '/workflow-intelligence#learning-what-you-repeat', '/#faq-automation'],
  },
  {query: 'is mnemo soc 2 certified', answers: []},
  {query: 'does it block trackers and cookies', answers: []},
  {query: 'how many employees does mnemo have', answers: []},
  {query: 'who invested in mnemo', answers: []},
  {query: 'screen reader support', answers: []},
  {query: 'video tutorials on youtube', answers: []},
  {query: 'can i install my chrome extensions in it', answers: []},
  {query: 'read web pages out loud', answers: []},
  {query: 'referral program', answers: []},
  {query: 'translate a page into another language', answers: []},
  {query: 'parental controls', answers: []},
  {query: 'restore tabs after a crash', answers: []},
  {query: 'what year was the company founded', answers: []},
];
