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
// cspell:ignore whats domian overhed dont waitlsit duckduckgo -- typed as visitors type them
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
  {
    query: 'mnemo windows',
    answers: ['/#faq-platforms', '/#requirements', '/releases/beta#known-issues', '/#faq-phones'],
  },
  {
    query: 'will there be a linux version for ubuntu?',
    answers: ['/#faq-platforms', '/#requirements', '/releases/beta#known-issues', '/#faq-phones'],
  },
  {query: 'how much money does mnemo cost', answers: ['/#faq-price']},
  {
    query: 'can i use it on a plane with no wifi',
    answers: ['/#faq-offline', '/personal-intelligence-hub#local-first-by-design'],
  },
  {query: 'iphone app?', answers: ['/#faq-phones']},
  {
    query: 'does the browser record my bank account pages when i pay bills',
    answers: [
      '/#faq-banking',
      '/automatic-knowledge-capture#banking-sites-are-never-captured',
      '/personal-intelligence-hub#privacy',
      '/workflow-intelligence#what-it-will-not-do',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
      '/#features',
      '/releases/beta#new',
    ],
  },
  {
    query: 'where does my data go, is it uploaded to your servers',
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
    query: 'is my stuff encrypted on disk',
    answers: [
      '/automatic-knowledge-capture#encrypted-storage',
      '/personal-intelligence-hub#privacy',
      '/#faq-where-is-my-data',
    ],
  },
  {
    query: 'how do i wipe everything it saved about me',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  {
    query: 'uninstal mnemo',
    answers: ['/workflow-intelligence#one-click-uninstall', '/#faq-remove-data', '/#faq-guarantee'],
  },
  {
    query: 'what if i try it for a month and dont like it',
    answers: [
      '/#faq-guarantee',
      '/workflow-intelligence#guarantee',
      '/#evolution',
      '/workflow-intelligence#one-click-uninstall',
    ],
  },
  {
    query: 'is the code open source so i can audit it',
    answers: [
      '/#faq-open-source',
      '/automatic-knowledge-capture#an-open-source-core',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'how to get a beta invite',
    answers: [
      '/#faq-beta',
      '/#understands',
      '/#faq-platforms',
      '/releases/beta#known-issues',
      '/#hero',
    ],
  },
  {
    query: 'waitlsit',
    answers: [
      '/#faq-beta',
      '/#understands',
      '/#hero',
      '/#faq-platforms',
      '/releases/beta#known-issues',
    ],
  },
  {
    query: 'difference between lossless balanced and aggressive',
    answers: [
      '/automatic-knowledge-capture#three-compression-modes',
      '/#faq-compression',
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#balanced',
      '/automatic-knowledge-capture#aggressive',
      '/#features',
    ],
  },
  {
    query: 'which compresion mode should i use for legal contracts',
    answers: [
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#choosing-a-mode',
      '/automatic-knowledge-capture#three-compression-modes',
      '/#faq-compression',
      '/#features',
    ],
  },
  {
    query: 'suggest a new feature',
    answers: [
      '/support#three-questions-worth-answering',
      '/support',
      '/support#feedback-form',
      '/support#other-ways-to-reach-us',
    ],
  },
  {query: 'which ai model is built into mnemo', answers: ['/#faq-ai-tools']},
  {
    query: 'what exactly does the chatbot see when I send a question',
    answers: [
      '/context-aware-ai-enhancement#what-the-chat-tool-receives',
      '/context-aware-ai-enhancement#adding-it-to-your-message',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
    ],
  },
  {
    query: 'does openai get my browsing history',
    answers: ['/context-aware-ai-enhancement#what-leaves-your-machine', '/#faq-ai-tools'],
  },
  {
    query: 'do i need a new account for a different ai tool',
    answers: ['/context-aware-ai-enhancement#works-with-the-tools-you-already-use'],
  },
  {
    query: 'will the context even fit in the chat limit',
    answers: [
      '/context-aware-ai-enhancement#compressing-it-to-fit',
      '/context-aware-ai-enhancement#compression',
      '/#features',
    ],
  },
  {
    query: 'im tired of copy pasting background into chatgpt every time',
    answers: [
      '/context-aware-ai-enhancement#the-copy-and-paste-tax',
      '/context-aware-ai-enhancement#context-the-model-can-use',
      '/context-aware-ai-enhancement#why-context-matters',
      '/#understands',
    ],
  },
  {
    query: '10-100x more relevant, really? how was that measured',
    answers: [
      '/context-aware-ai-enhancement#relevance',
      '/context-aware-ai-enhancement#what-we-measure',
      '/#understands',
      '/#features',
    ],
  },
  {
    query: 'will it make my laptop slow',
    answers: ['/#faq-speed', '/context-aware-ai-enhancement#speed', '/#requirements'],
  },
  {query: 'disk space needed', answers: ['/#requirements', '/#faq-platforms']},
  {query: 'minimum mac os version', answers: ['/#requirements', '/#faq-platforms']},
  {
    query: 'can i sync between my work computer and home computer',
    answers: [
      '/personal-intelligence-hub#optional-encrypted-sync',
      '/#faq-sync',
      '/automatic-knowledge-capture#processed-on-your-machine',
      '/#requirements',
      '/personal-intelligence-hub#privacy',
      '/#faq-where-is-my-data',
    ],
  },
  {
    query: 'how does it figure out what to automate',
    answers: [
      '/#faq-automation',
      '/workflow-intelligence#learning-what-you-repeat',
      '/workflow-intelligence#what-counts-as-a-pattern',
      '/workflow-intelligence#suggested-automations',
      '/#features',
    ],
  },
  {
    query: 'how many steps before it suggests an automation',
    answers: [
      '/workflow-intelligence#what-counts-as-a-pattern',
      '/#faq-automation',
      '/workflow-intelligence#learning-what-you-repeat',
      '/workflow-intelligence#what-it-will-not-do',
      '/#features',
      '/releases/beta#new',
    ],
  },
  {
    query: 'will automations run by themselves without asking me',
    answers: [
      '/workflow-intelligence#you-stay-in-charge',
      '/workflow-intelligence#what-it-will-not-do',
      '/workflow-intelligence#suggested-automations',
    ],
  },
  {query: 'jira github confluence', answers: ['/#features']},
  {
    query: 'we are a team of 20, is there anything for companies / enterprise',
    answers: [
      '/context-aware-ai-enhancement#teams',
      '/releases/beta#known-issues',
      '/workflow-intelligence#knowledge-networks',
      '/#beginning',
    ],
  },
  {
    query: 'search my notes by meaning not exact words',
    answers: [
      '/personal-intelligence-hub#search-by-meaning',
      '/personal-intelligence-hub#interface-modules',
      '/personal-intelligence-hub#what-the-hub-holds',
    ],
  },
  {
    query: 'find that article i read last month during planning',
    answers: [
      '/personal-intelligence-hub#search-by-time-and-project',
      '/personal-intelligence-hub#questions-the-hub-answers-well',
      '/personal-intelligence-hub#interface-modules',
      '/personal-intelligence-hub#what-the-hub-holds',
    ],
  },
  {
    query: 'how fast is the search',
    answers: [
      '/personal-intelligence-hub#search-that-keeps-up-with-you',
      '/#faq-speed',
      '/#requirements',
      '/#features',
      '/#evolution',
    ],
  },
  {
    query: 'what add-ons or plugins can I add to the hub',
    answers: [
      '/personal-intelligence-hub#interface-modules',
      '/personal-intelligence-hub#add-only-what-you-use',
    ],
  },
  {
    query: 'why a knowledge graph and not just bookmarks',
    answers: [
      '/personal-intelligence-hub#why-a-graph',
      '/personal-intelligence-hub',
      '/personal-intelligence-hub#questions-the-hub-answers-well',
    ],
  },
  {
    query: 'what does it actually save while i browse',
    answers: [
      '/automatic-knowledge-capture#what-gets-captured',
      '/automatic-knowledge-capture#what-you-read',
      '/automatic-knowledge-capture#what-you-write',
      '/automatic-knowledge-capture#what-you-research',
      '/automatic-knowledge-capture#how-capture-works',
      '/#features',
    ],
  },
  {
    query: 'do I have to tag and organize pages myself',
    answers: [
      '/automatic-knowledge-capture#what-gets-captured',
      '/automatic-knowledge-capture#how-capture-works',
    ],
  },
  {
    query: 'immediate project domain context',
    answers: [
      '/automatic-knowledge-capture#three-layers-of-context',
      '/automatic-knowledge-capture#immediate-context',
      '/automatic-knowledge-capture#project-context',
      '/automatic-knowledge-capture#domain-context',
      '/context-aware-ai-enhancement#choosing-what-is-relevant',
    ],
  },
  {
    query: '47 minutes a day saved - is that independently verified?',
    answers: ['/workflow-intelligence#time-back', '/#stats'],
  },
  {query: 'email address to contact the team', answers: ['/support#other-ways-to-reach-us']},
  {query: 'is there a user forum or community', answers: ['/#download']},
  {
    query: 'known issues in the beta release',
    answers: ['/releases/beta#known-issues', '/releases/beta'],
  },
  {
    query: 'how do i install it on my mac',
    answers: ['/#download', '/#faq-platforms', '/#requirements'],
  },
  {
    query: 'what is this decentralized knowledge economy thing',
    answers: [
      '/workflow-intelligence#knowledge-economy',
      '/#beginning',
      '/workflow-intelligence#collective-intelligence',
      '/workflow-intelligence#knowledge-networks',
      '/releases/beta#known-issues',
    ],
  },
  {query: 'what changes after using it for a few months', answers: ['/#evolution']},
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
  {query: 'can i set duckduckgo as the default search engine', answers: []},
  {query: 'import bookmarks and passwords from chrome', answers: []},
  {query: 'does mnemo have a built in password manager', answers: []},
  {query: 'does it block ads', answers: []},
  {query: 'who founded mnemo', answers: []},
  {query: 'mnemo jobs careers', answers: []},
  {query: 'is mnemo GDPR compliant or SOC 2 certified', answers: []},
  {query: 'is it based on chromium', answers: []},
  {query: 'public api for developers', answers: []},
  {query: 'export my knowledge graph to obsidian or notion', answers: []},
  {query: 'keyboard shortcuts list', answers: []},
  {query: 'can i switch the interface to german', answers: []},
  {query: 'how much funding did mnemo raise, investors', answers: []},
  {query: 'how much RAM do i need', answers: []},
  {query: 'native on apple silicon m1?', answers: []},
  {query: 'screen reader accessibility', answers: []},
  {query: 'can i use my own openai api key', answers: []},
];
