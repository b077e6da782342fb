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
// cspell:ignore pricng offlne -- typed wrong on purpose, as visitors do
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
];
