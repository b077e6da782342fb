/**
 * Questions visitors type into the site search, and where each should land: the search's own
 * measure (`npm run bench:search`) and its tests read them. `answers` lists the places that
 * answer the question, best first, as the search links them: a page's path, with `#anchor` for a
 * part of it (an FAQ item is `/#faq-<id>`, a home section `/#<section>`, an article's heading
 * `/<slug>#<heading-id>`). An empty list means the site does not answer it: the search should say
 * so and offer the feedback form. When a page starts to answer one, move its place here.
 *
 * Kept free of imports, so that Node scripts can read it as it is.
 */
// cspell:ignore pricng offlne dont sorce -- typed wrong on purpose, as visitors do
export interface SearchQuestion {
  /** As a visitor types it, typos included. */
  query: string;
  /** The places that answer it, best first; none when the site does not. */
  answers: readonly string[];
}

export const searchQuestions: readonly SearchQuestion[] = [
  // Price
  {query: 'is it free', answers: ['/#faq-price']},
  {query: 'how much does it cost', answers: ['/#faq-price']},
  {query: 'pricing', answers: ['/#faq-price']},
  {query: 'pricng', answers: ['/#faq-price']},
  // Phones and tablets
  {query: 'is there an iphone app', answers: ['/#faq-phones']},
  {query: 'does it work on android', answers: ['/#faq-phones']},
  {query: 'ipad version', answers: ['/#faq-phones']},
  // Platforms and requirements
  {query: 'which platforms are supported', answers: ['/#faq-platforms', '/#requirements']},
  {query: 'does it run on windows', answers: ['/#faq-platforms', '/#requirements', '/#download']},
  {query: 'Linux', answers: ['/#faq-platforms', '/#requirements', '/#download']},
  {query: 'system requirements', answers: ['/#requirements']},
  {query: 'how much disk space do I need', answers: ['/#requirements']},
  {query: 'download for mac', answers: ['/#download', '/#faq-platforms']},
  // Privacy and the AI
  {query: 'is my data private', answers: ['/#faq-where-is-my-data']},
  {query: 'where is my data stored', answers: ['/#faq-where-is-my-data']},
  {query: 'does it send my data to openai', answers: ['/#faq-ai-tools']},
  {query: 'which AI does it use', answers: ['/#faq-ai-tools']},
  {
    query: 'does it work with claude',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
    ],
  },
  {
    query: 'what does the chat tool receive',
    answers: ['/context-aware-ai-enhancement#what-the-chat-tool-receives'],
  },
  {
    query: 'does it capture my online banking',
    answers: ['/#faq-banking', '/automatic-knowledge-capture#banking-sites-are-never-captured'],
  },
  {
    query: 'is it open source',
    answers: ['/#faq-open-source', '/automatic-knowledge-capture#an-open-source-core'],
  },
  // Removing it and what it captured
  {query: 'how do I delete my data', answers: ['/#faq-remove-data']},
  {query: 'delete everything it captured', answers: ['/#faq-remove-data']},
  {
    query: 'uninstall',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  // How it works
  {query: 'does it work offline', answers: ['/#faq-offline']},
  {query: 'offlne', answers: ['/#faq-offline']},
  {
    query: 'cloud sync',
    answers: ['/#faq-sync', '/personal-intelligence-hub#optional-encrypted-sync'],
  },
  {
    query: 'compression modes',
    answers: ['/#faq-compression', '/automatic-knowledge-capture#three-compression-modes'],
  },
  {
    query: 'compresion',
    answers: ['/automatic-knowledge-capture#three-compression-modes', '/#faq-compression'],
  },
  {query: 'will it slow down my browsing', answers: ['/#faq-speed']},
  {
    query: 'repeated tasks',
    answers: ['/#faq-automation', '/workflow-intelligence#learning-what-you-repeat'],
  },
  {query: 'context layers', answers: ['/automatic-knowledge-capture#three-layers-of-context']},
  {query: 'search by meaning', answers: ['/personal-intelligence-hub#search-by-meaning']},
  {query: 'is there a guarantee', answers: ['/workflow-intelligence#guarantee', '/#faq-guarantee']},
  // The beta and the release notes
  {query: 'how do I get access', answers: ['/#faq-beta']},
  {query: 'join the beta waitlist', answers: ['/#faq-beta', '/#hero']},
  {query: 'release notes', answers: ['/releases/beta']},
  {query: "what's new in the latest release", answers: ['/releases/beta', '/releases/beta#new']},
  {query: 'latest version', answers: ['/releases/beta']},
  {query: 'known issues', answers: ['/releases/beta#known-issues']},
  // Reaching the team
  {query: 'how do I give feedback', answers: ['/support#feedback-form', '/support']},
  {query: 'contact support', answers: ['/support', '/support#other-ways-to-reach-us']},
  // More phrasings, each from one page's words
  {query: 'is mnemo free', answers: ['/#faq-price']},
  {query: 'do i need an account', answers: ['/personal-intelligence-hub#local-first-by-design']},
  {
    query: 'what happens to my data if i uninstall',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  {query: 'can it read my emails', answers: ['/automatic-knowledge-capture#what-you-read']},
  {query: 'does it remember my notes', answers: ['/automatic-knowledge-capture#what-you-write']},
  {query: 'windows release date', answers: ['/#faq-platforms', '/#requirements', '/#download']},
  {query: 'is there a free trial', answers: ['/#faq-price', '/#faq-guarantee']},
  {
    query: 'how does it pick context for chatgpt',
    answers: ['/context-aware-ai-enhancement#choosing-what-is-relevant'],
  },
  {
    query: 'how much smaller is aggressive mode',
    answers: ['/automatic-knowledge-capture#aggressive', '/#faq-compression'],
  },
  {query: 'what is immediate context', answers: ['/automatic-knowledge-capture#immediate-context']},
  {query: 'graph explorer', answers: ['/personal-intelligence-hub#interface-modules']},
  {
    query: 'automations run by themselves?',
    answers: [
      '/workflow-intelligence#you-stay-in-charge',
      '/workflow-intelligence#what-it-will-not-do',
    ],
  },
  {
    query: 'how many actions make a pattern',
    answers: ['/workflow-intelligence#what-counts-as-a-pattern', '/#faq-automation'],
  },
  {query: '47 minutes a day', answers: ['/workflow-intelligence#time-back', '/#stats']},
  {query: 'enterprise', answers: ['/context-aware-ai-enhancement#teams']},
  {
    query: 'collective intelligence',
    answers: ['/workflow-intelligence#collective-intelligence', '/#beginning'],
  },
  {query: 'where can i send feedback', answers: ['/support', '/support#feedback-form']},
  {query: 'mail the team', answers: ['/support#other-ways-to-reach-us']},
  {
    query: 'is my browsing history uploaded',
    answers: [
      '/#faq-where-is-my-data',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
      '/automatic-knowledge-capture#processed-on-your-machine',
    ],
  },
  // Not answered by the site
  {query: 'sync bookmarks from firefox', answers: []},
  {query: 'customer reviews', answers: []},
  {query: 'keyboard shortcut to capture a page', answers: []},
  {query: 'api for developers', answers: []},
  {query: 'chrome extension', answers: []},
  {query: 'payroll', answers: []},
  {query: 'how do I import my bookmarks', answers: []},
  {query: 'can I export my notes', answers: []},
  {query: 'student discount', answers: []},
  {query: 'family plan pricing', answers: []},
  {query: 'keyboard shortcuts', answers: []},
  {query: 'does it block ads', answers: []},
  {query: 'built in vpn', answers: []},
  {query: 'password manager', answers: []},
  {query: 'sync with google drive', answers: []},
  {query: 'change the language', answers: []},
  {query: 'xylophone', answers: []},
  // A second round, written from the pages as visitors would ask, then tuned on: answered
  {query: 'how do i install mnemo on my laptop', answers: ['/#download']},
  {
    query: 'will it make my computer slow',
    answers: ['/#faq-speed', '/context-aware-ai-enhancement#speed'],
  },
  {query: 'what does it cost per month', answers: ['/#faq-price']},
  {query: 'can my whole team use it', answers: ['/context-aware-ai-enhancement#teams']},
  {
    query: 'does anything leave my computer',
    answers: ['/context-aware-ai-enhancement#what-leaves-your-machine', '/#faq-where-is-my-data'],
  },
  {
    query: 'is my data encrypted',
    answers: [
      '/automatic-knowledge-capture#encrypted-storage',
      '/personal-intelligence-hub#optional-encrypted-sync',
      '/#faq-where-is-my-data',
    ],
  },
  {
    query: 'how does it decide what context to send',
    answers: ['/context-aware-ai-enhancement#choosing-what-is-relevant'],
  },
  {query: 'refund', answers: ['/#faq-guarantee', '/workflow-intelligence#guarantee']},
  {
    query: "can i get my money back if it doesn't help",
    answers: ['/#faq-guarantee', '/workflow-intelligence#guarantee'],
  },
  {query: 'sign up', answers: ['/#faq-beta']},
  {query: 'how to report a bug', answers: ['/support']},
  {query: 'i want to suggest a feature', answers: ['/support']},
  {
    query: 'does it work with perplexity',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
    ],
  },
  {
    query: 'what is lossless mode',
    answers: ['/automatic-knowledge-capture#lossless', '/#faq-compression'],
  },
  {
    query: 'which compression mode should i pick',
    answers: ['/automatic-knowledge-capture#choosing-a-mode'],
  },
  {
    query: 'knowledge graph',
    answers: ['/personal-intelligence-hub#why-a-graph', '/personal-intelligence-hub'],
  },
  {
    query: 'find a page i read last week',
    answers: ['/personal-intelligence-hub#search-by-time-and-project'],
  },
  {query: 'can i turn off suggestions', answers: ['/workflow-intelligence#you-stay-in-charge']},
  {
    query: 'does it learn my habits on a server',
    answers: ['/workflow-intelligence#learned-on-your-machine'],
  },
  {
    query: 'how much time will it save me',
    answers: ['/workflow-intelligence#time-back', '/#stats'],
  },
  {query: 'what macos version do i need', answers: ['/#requirements']},
  {query: 'whats new in the beta', answers: ['/releases/beta#new', '/releases/beta']},
  {query: 'bugs in the beta', answers: ['/releases/beta#known-issues', '/support']},
  {
    query: 'is the source code public',
    answers: ['/#faq-open-source', '/automatic-knowledge-capture#an-open-source-core'],
  },
  {
    query: 'does it record my bank account',
    answers: ['/#faq-banking', '/automatic-knowledge-capture#banking-sites-are-never-captured'],
  },
  {
    query: 'how do i remove everything',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  {query: 'can i use it without internet', answers: ['/#faq-offline']},
  {
    query: 'does it sync between my computers',
    answers: ['/#faq-sync', '/personal-intelligence-hub#optional-encrypted-sync'],
  },
  {query: 'what are interface modules', answers: ['/personal-intelligence-hub#interface-modules']},
  {
    query: 'what does it capture',
    answers: ['/automatic-knowledge-capture#what-gets-captured', '/automatic-knowledge-capture'],
  },
  {query: 'does it capture what i type', answers: ['/automatic-knowledge-capture#what-you-write']},
  {
    query: 'tired of copy pasting into chatgpt',
    answers: ['/context-aware-ai-enhancement#the-copy-and-paste-tax'],
  },
  {query: 'support email address', answers: ['/support#other-ways-to-reach-us']},
  {
    query: 'how accurate is the context it picks',
    answers: ['/context-aware-ai-enhancement#relevance'],
  },
  {
    query: 'share knowledge with colleagues',
    answers: [
      '/workflow-intelligence#knowledge-networks',
      '/context-aware-ai-enhancement#teams',
      '/workflow-intelligence#collective-intelligence',
    ],
  },
  {query: 'decentralized knowledge economy', answers: ['/workflow-intelligence#knowledge-economy']},
  {query: 'how many gb does it need', answers: ['/#requirements']},
  {query: 'is there a waitlist', answers: ['/#faq-beta', '/#download']},
  {
    query: 'automate boring tasks',
    answers: [
      '/workflow-intelligence#suggested-automations',
      '/#faq-automation',
      '/workflow-intelligence',
    ],
  },
  {
    query: 'does it keep the full text of pages',
    answers: [
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#what-you-read',
    ],
  },
  // A second round: not answered by the site
  {query: 'dark web', answers: []},
  {query: 'screenshot tool', answers: []},
  {query: 'print a page', answers: []},
  {query: 'affiliate program', answers: []},
  {query: 'careers at mnemo', answers: []},
  {query: 'translate a web page', answers: []},
  {query: 'video calls', answers: []},
  {query: 'weather', answers: []},
  {query: 'how do i clear cookies', answers: []},
  {query: 'tab groups', answers: []},
  {query: 'reading list', answers: []},
  {query: 'pdf editor', answers: []},
  // Asked in visitors' own words, each voice its own: a student, a researcher, a buyer for a team
  {
    query: 'does mnemo work without wifi',
    answers: ['/#faq-offline', '/personal-intelligence-hub#local-first-by-design'],
  },
  {query: 'how much money will it cost once the beta is over?', answers: ['/#faq-price']},
  {
    query: 'linux version',
    answers: [
      '/#faq-platforms',
      '/#requirements',
      '/#download',
      '/releases/beta#known-issues',
      '/#faq-phones',
    ],
  },
  {query: 'can i use it on my iphone', answers: ['/#faq-phones']},
  {
    query: 'where does my browsing data actually get stored',
    answers: [
      '/#faq-where-is-my-data',
      '/automatic-knowledge-capture#encrypted-storage',
      '/personal-intelligence-hub#local-first-by-design',
      '/automatic-knowledge-capture#processed-on-your-machine',
      '/personal-intelligence-hub#privacy',
      '/#faq-remove-data',
      '/#requirements',
    ],
  },
  {
    query: 'will it record my bank account pages?',
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
    query: 'money back if i dont like it',
    answers: [
      '/#faq-guarantee',
      '/workflow-intelligence#guarantee',
      '/#evolution',
      '/workflow-intelligence#one-click-uninstall',
    ],
  },
  {
    query: 'how to uninstall mnemo and wipe everything it saved',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  {
    query: 'is the source code on github',
    answers: [
      '/#faq-open-source',
      '/automatic-knowledge-capture#an-open-source-core',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'which chatbots does it work with',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
      '/context-aware-ai-enhancement',
      '/#hero',
      '/#features',
    ],
  },
  {
    query: 'does mnemo work with claude',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
      '/context-aware-ai-enhancement',
      '/#hero',
      '/#features',
    ],
  },
  {
    query: 'will my laptop get slower if i use this browser',
    answers: [
      '/#faq-speed',
      '/#requirements',
      '/context-aware-ai-enhancement#speed',
      '/context-aware-ai-enhancement#what-we-measure',
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
    query: 'difference between lossless balanced and aggressive',
    answers: [
      '/#faq-compression',
      '/automatic-knowledge-capture#three-compression-modes',
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#balanced',
      '/automatic-knowledge-capture#aggressive',
      '/#features',
    ],
  },
  {
    query: 'which mode should i pick for legal contracts',
    answers: [
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#choosing-a-mode',
      '/#faq-compression',
      '/automatic-knowledge-capture#three-compression-modes',
      '/#features',
    ],
  },
  {query: 'how do i sign up for the beta', answers: ['/#faq-beta', '/#understands']},
  {
    query: 'windows 11 support?',
    answers: ['/#faq-platforms', '/#requirements', '/#download', '/releases/beta#known-issues'],
  },
  {
    query: 'is sync end to end encrypted',
    answers: [
      '/#faq-sync',
      '/personal-intelligence-hub#optional-encrypted-sync',
      '/#faq-where-is-my-data',
      '/#requirements',
      '/automatic-knowledge-capture#processed-on-your-machine',
      '/personal-intelligence-hub#privacy',
      '/releases/beta#new',
    ],
  },
  {
    query: 'use mnemo on my work pc and home laptop',
    answers: [
      '/personal-intelligence-hub#optional-encrypted-sync',
      '/#faq-sync',
      '/automatic-knowledge-capture#processed-on-your-machine',
    ],
  },
  {
    query: 'what are the 3 layers of context',
    answers: [
      '/automatic-knowledge-capture#three-layers-of-context',
      '/automatic-knowledge-capture#immediate-context',
      '/automatic-knowledge-capture#project-context',
      '/automatic-knowledge-capture#domain-context',
      '/context-aware-ai-enhancement#choosing-what-is-relevant',
    ],
  },
  {
    query: 'will automations run without asking me first',
    answers: [
      '/workflow-intelligence#you-stay-in-charge',
      '/workflow-intelligence#what-it-will-not-do',
    ],
  },
  {
    query: 'how many steps before it suggests an automation',
    answers: [
      '/workflow-intelligence#what-counts-as-a-pattern',
      '/#faq-automation',
      '/workflow-intelligence#learning-what-you-repeat',
      '/#features',
      '/releases/beta#new',
    ],
  },
  {
    query: 'what exactly does chatgpt see when i send a message',
    answers: [
      '/context-aware-ai-enhancement#what-the-chat-tool-receives',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
      '/context-aware-ai-enhancement#adding-it-to-your-message',
    ],
  },
  {
    query: 'does openai get my data',
    answers: ['/context-aware-ai-enhancement#what-leaves-your-machine', '/#faq-ai-tools'],
  },
  {
    query: 'role based access for my team',
    answers: ['/context-aware-ai-enhancement#teams', '/releases/beta#known-issues'],
  },
  {query: 'whats new in the latest version', answers: ['/releases/beta#new', '/releases/beta']},
  {query: 'contact email', answers: ['/support#other-ways-to-reach-us']},
  {
    query: 'i want to request a feature',
    answers: ['/support#three-questions-worth-answering', '/support#feedback-form', '/support'],
  },
  {
    query: 'what is the personal intelligence hub',
    answers: [
      '/personal-intelligence-hub',
      '/#features',
      '/personal-intelligence-hub#what-the-hub-holds',
    ],
  },
  {
    query: 'why a knowledge graph and not just bookmarks',
    answers: ['/personal-intelligence-hub#why-a-graph', '/personal-intelligence-hub'],
  },
  {
    query: 'add-ons or plugins for the hub',
    answers: [
      '/personal-intelligence-hub#interface-modules',
      '/personal-intelligence-hub#add-only-what-you-use',
    ],
  },
  {
    query: 'search by meaning instead of exact keywords',
    answers: [
      '/personal-intelligence-hub#search-by-meaning',
      '/personal-intelligence-hub#interface-modules',
    ],
  },
  {
    query: 'find an article i read last month',
    answers: [
      '/personal-intelligence-hub#search-by-time-and-project',
      '/personal-intelligence-hub#questions-the-hub-answers-well',
      '/automatic-knowledge-capture#what-you-read',
    ],
  },
  {
    query: 'how much time does mnemo save per day',
    answers: ['/#stats', '/workflow-intelligence#time-back'],
  },
  {
    query: 'is the 47 minutes figure from an independent study',
    answers: ['/workflow-intelligence#time-back', '/#stats'],
  },
  {query: 'what happens after 3 months of using it', answers: ['/#evolution']},
  {
    query: 'mnemo roadmap',
    answers: [
      '/#beginning',
      '/workflow-intelligence#knowledge-economy',
      '/context-aware-ai-enhancement#teams',
      '/releases/beta#known-issues',
    ],
  },
  {query: 'is the chat in the demo a real ai', answers: ['/#browser-demo', '/#faq-ai-tools']},
  {
    query: 'does it keep my own notes and drafts',
    answers: [
      '/automatic-knowledge-capture#what-you-write',
      '/automatic-knowledge-capture#what-gets-captured',
    ],
  },
  {query: 'installation steps', answers: ['/#download']},
  {query: 'is there a user community forum', answers: ['/#download']},
  {
    query: 'why does context make ai answers better',
    answers: [
      '/context-aware-ai-enhancement#why-context-matters',
      '/context-aware-ai-enhancement#context-the-model-can-use',
      '/context-aware-ai-enhancement#the-copy-and-paste-tax',
      '/#understands',
    ],
  },
  {
    query: 'is mnemo open sorce',
    answers: [
      '/#faq-open-source',
      '/automatic-knowledge-capture#an-open-source-core',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'compresion modes',
    answers: [
      '/#faq-compression',
      '/automatic-knowledge-capture#three-compression-modes',
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#balanced',
      '/automatic-knowledge-capture#aggressive',
      '/#features',
    ],
  },
  {query: 'mnemo firefox addon', answers: []},
  {query: 'can i import my bookmarks from chrome', answers: []},
  {query: 'who founded mnemo', answers: []},
  {query: 'how much ram does it need', answers: []},
  {query: 'does it have a built in ad blocker', answers: []},
  {query: 'where is the company headquartered', answers: []},
  {query: 'list of keyboard shortcuts', answers: []},
  {query: 'is mnemo built on chromium', answers: []},
  {query: 'which interface languages are supported', answers: []},
  {query: 'saml single sign-on', answers: []},
  {query: 'does mnemo have a password manager', answers: []},
  {query: 'is there a developer api', answers: []},
  {query: 'what encryption algorithm does it use, aes-256?', answers: []},
];
