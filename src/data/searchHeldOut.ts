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
// cspell:ignore whats domian overhed dont waitlsit duckduckgo wher suport agressive searh adress ollama ubunut guarentee ther andriod everyting serch zotero jamf -- typed as visitors type them
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
  {
    query: 'does mnemo send my browsing history to the cloud?',
    answers: [
      '/#faq-where-is-my-data',
      '/automatic-knowledge-capture#processed-on-your-machine',
      '/personal-intelligence-hub#local-first-by-design',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
    ],
  },
  {
    query: 'wher is my data stored',
    answers: [
      '/#faq-where-is-my-data',
      '/automatic-knowledge-capture#encrypted-storage',
      '/personal-intelligence-hub#privacy',
      '/automatic-knowledge-capture#processed-on-your-machine',
    ],
  },
  {
    query: 'works without wifi?',
    answers: ['/#faq-offline', '/personal-intelligence-hub#local-first-by-design'],
  },
  {
    query: 'will it record my bank login',
    answers: [
      '/#faq-banking',
      '/automatic-knowledge-capture#banking-sites-are-never-captured',
      '/personal-intelligence-hub#privacy',
      '/workflow-intelligence#what-it-will-not-do',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
    ],
  },
  {
    query: 'sync between my work laptop and home laptop',
    answers: [
      '/personal-intelligence-hub#optional-encrypted-sync',
      '/#faq-sync',
      '/automatic-knowledge-capture#processed-on-your-machine',
    ],
  },
  {
    query: 'is my knowledge graph encrypted',
    answers: [
      '/automatic-knowledge-capture#encrypted-storage',
      '/personal-intelligence-hub#privacy',
      '/#faq-where-is-my-data',
    ],
  },
  {
    query: 'linux suport',
    answers: ['/#faq-platforms', '/#requirements', '/releases/beta#known-issues'],
  },
  {
    query: 'does it run on windows 11',
    answers: ['/#faq-platforms', '/#requirements', '/releases/beta#known-issues'],
  },
  {query: 'how much disk space', answers: ['/#requirements', '/#faq-platforms']},
  {
    query: 'is this going to make my computer slow?',
    answers: ['/#faq-speed', '/context-aware-ai-enhancement#speed', '/#requirements'],
  },
  {
    query: 'does it work with claude or only chatgpt',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
      '/context-aware-ai-enhancement',
    ],
  },
  {
    query: 'which llm does mnemo use under the hood',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
    ],
  },
  {
    query: 'if i switch from chatgpt to claude do i lose my context',
    answers: ['/context-aware-ai-enhancement#works-with-the-tools-you-already-use'],
  },
  {
    query: 'lossless vs agressive',
    answers: [
      '/automatic-knowledge-capture#three-compression-modes',
      '/#faq-compression',
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#aggressive',
    ],
  },
  {
    query: 'which mode should i use for legal contracts',
    answers: [
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#choosing-a-mode',
      '/#faq-compression',
      '/automatic-knowledge-capture#three-compression-modes',
    ],
  },
  {
    query: 'balanced mode how much smaller',
    answers: [
      '/automatic-knowledge-capture#balanced',
      '/#faq-compression',
      '/automatic-knowledge-capture#three-compression-modes',
    ],
  },
  {
    query: 'how do i wipe everything it collected about me',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  {query: 'how to get an invite', answers: ['/#faq-beta', '/#understands', '/releases/beta']},
  {
    query: 'what if i dont like it after a month',
    answers: [
      '/#faq-guarantee',
      '/workflow-intelligence#guarantee',
      '/#evolution',
      '/workflow-intelligence#one-click-uninstall',
    ],
  },
  {
    query: 'can i read the source code to check what it does with my data',
    answers: [
      '/#faq-open-source',
      '/automatic-knowledge-capture#an-open-source-core',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'does it remember the articles i read',
    answers: [
      '/automatic-knowledge-capture#what-you-read',
      '/automatic-knowledge-capture#what-gets-captured',
      '/automatic-knowledge-capture',
    ],
  },
  {
    query: 'do i have to tag or bookmark pages myself',
    answers: [
      '/automatic-knowledge-capture#what-gets-captured',
      '/automatic-knowledge-capture#how-capture-works',
    ],
  },
  {
    query: 'capture compress connect steps',
    answers: [
      '/automatic-knowledge-capture#how-capture-works',
      '/context-aware-ai-enhancement#how-it-works',
      '/#browser-demo',
    ],
  },
  {
    query: 'why not just paste my notes into chatgpt myself',
    answers: [
      '/context-aware-ai-enhancement#the-copy-and-paste-tax',
      '/context-aware-ai-enhancement#context-the-model-can-use',
      '/context-aware-ai-enhancement#why-context-matters',
    ],
  },
  {
    query: 'does openai get to see my context?',
    answers: [
      '/context-aware-ai-enhancement#what-leaves-your-machine',
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#adding-it-to-your-message',
    ],
  },
  {
    query: '10-100x more relevant, is that real?',
    answers: [
      '/context-aware-ai-enhancement#relevance',
      '/context-aware-ai-enhancement#what-we-measure',
      '/#understands',
      '/#features',
    ],
  },
  {
    query: 'chat window too small for all my context',
    answers: [
      '/context-aware-ai-enhancement#compressing-it-to-fit',
      '/context-aware-ai-enhancement#compression',
      '/#features',
    ],
  },
  {
    query: 'shared context for my whole team',
    answers: [
      '/context-aware-ai-enhancement#teams',
      '/releases/beta#known-issues',
      '/workflow-intelligence#knowledge-networks',
    ],
  },
  {
    query: 'mnemo vs normal bookmarks',
    answers: [
      '/personal-intelligence-hub',
      '/personal-intelligence-hub#why-a-graph',
      '/personal-intelligence-hub#questions-the-hub-answers-well',
    ],
  },
  {
    query: 'search by meaning not exact words',
    answers: [
      '/personal-intelligence-hub#search-by-meaning',
      '/personal-intelligence-hub#interface-modules',
    ],
  },
  {
    query: 'find the stuff i was reading last month for a project',
    answers: [
      '/personal-intelligence-hub#search-by-time-and-project',
      '/personal-intelligence-hub#what-the-hub-holds',
      '/personal-intelligence-hub#interface-modules',
    ],
  },
  {
    query: 'how fast is searh',
    answers: [
      '/personal-intelligence-hub#search-that-keeps-up-with-you',
      '/#faq-speed',
      '/#requirements',
      '/#features',
    ],
  },
  {
    query: 'timeline view graph explorer add-ons',
    answers: [
      '/personal-intelligence-hub#interface-modules',
      '/personal-intelligence-hub#add-only-what-you-use',
    ],
  },
  {
    query: 'can i check the context before it goes to the ai',
    answers: [
      '/personal-intelligence-hub#interface-modules',
      '/context-aware-ai-enhancement#what-the-chat-tool-receives',
    ],
  },
  {
    query: 'what is inside the knowledge graph',
    answers: ['/personal-intelligence-hub#what-the-hub-holds', '/#features'],
  },
  {query: 'does it work with jira and github', answers: ['/#features']},
  {
    query: 'will it run automations without asking me?',
    answers: [
      '/workflow-intelligence#you-stay-in-charge',
      '/workflow-intelligence#what-it-will-not-do',
      '/workflow-intelligence#suggested-automations',
    ],
  },
  {
    query: 'how many repeated steps before it suggests automating',
    answers: [
      '/workflow-intelligence#what-counts-as-a-pattern',
      '/#faq-automation',
      '/workflow-intelligence#learning-what-you-repeat',
      '/#features',
      '/releases/beta#new',
    ],
  },
  {
    query: 'is it going to spam me with suggestions',
    answers: ['/workflow-intelligence#fewer-better-suggestions', '/#features'],
  },
  {query: 'minutes saved per day proof', answers: ['/workflow-intelligence#time-back', '/#stats']},
  {
    query: 'share what i learned with other people',
    answers: [
      '/workflow-intelligence#knowledge-economy',
      '/workflow-intelligence#collective-intelligence',
      '/workflow-intelligence#knowledge-networks',
      '/#beginning',
    ],
  },
  {query: 'is there a community forum', answers: ['/#download']},
  {query: 'known issues beta', answers: ['/releases/beta#known-issues']},
  {query: 'how to instal on mac', answers: ['/#download', '/#requirements', '/#faq-platforms']},
  {
    query: 'does it get smarter the longer i use it',
    answers: [
      '/#evolution',
      '/personal-intelligence-hub#why-a-graph',
      '/automatic-knowledge-capture#domain-context',
    ],
  },
  {query: 'what is mnemo exactly', answers: ['/#hero', '/']},
  {
    query: 'my data go to your server or stay in my computer?',
    answers: [
      '/#faq-where-is-my-data',
      '/automatic-knowledge-capture#processed-on-your-machine',
      '/personal-intelligence-hub#local-first-by-design',
      '/#requirements',
    ],
  },
  {
    query: 'can i use mnemo on a plane with no wifi',
    answers: ['/#faq-offline', '/personal-intelligence-hub#local-first-by-design'],
  },
  {
    query: 'will it remember my bank page and my account number',
    answers: [
      '/#faq-banking',
      '/automatic-knowledge-capture#banking-sites-are-never-captured',
      '/personal-intelligence-hub#privacy',
      '/workflow-intelligence#what-it-will-not-do',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
    ],
  },
  {
    query: 'i use a work laptop and a home pc, can my notes be on both',
    answers: [
      '/personal-intelligence-hub#optional-encrypted-sync',
      '/#faq-sync',
      '/automatic-knowledge-capture#processed-on-your-machine',
    ],
  },
  {
    query: 'does mnemo run on windows',
    answers: ['/#faq-platforms', '/#requirements', '/releases/beta#known-issues'],
  },
  {
    query: 'will my computer become slow',
    answers: ['/#faq-speed', '/context-aware-ai-enhancement#speed', '/#requirements'],
  },
  {query: 'android or iphone app?', answers: ['/#faq-phones']},
  {
    query: 'how do i erase everything it saved about me',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  {
    query: 'how to get invite for the beta',
    answers: ['/#faq-beta', '/#understands', '/releases/beta'],
  },
  {
    query: 'it did not help me, what can i do',
    answers: [
      '/#faq-guarantee',
      '/workflow-intelligence#guarantee',
      '/workflow-intelligence#one-click-uninstall',
      '/#evolution',
    ],
  },
  {
    query: 'can i read the source code',
    answers: [
      '/#faq-open-source',
      '/automatic-knowledge-capture#an-open-source-core',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {query: 'how do i install mnemo on my mac', answers: ['/#download', '/#faq-platforms']},
  {query: 'how much money', answers: ['/#faq-price']},
  {query: 'minutes saved per day', answers: ['/#stats', '/workflow-intelligence#time-back']},
  {
    query: 'does it work with chatgpt or only its own ai',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
      '/context-aware-ai-enhancement',
    ],
  },
  {
    query: 'what features are coming later',
    answers: [
      '/#beginning',
      '/workflow-intelligence#knowledge-economy',
      '/context-aware-ai-enhancement#teams',
    ],
  },
  {query: 'is there a forum or user community', answers: ['/#download']},
  {query: 'watch demo', answers: ['/#browser-demo']},
  {
    query: 'why is ai with mnemo better than normal chatgpt',
    answers: [
      '/#understands',
      '/context-aware-ai-enhancement#why-context-matters',
      '/context-aware-ai-enhancement#relevance',
    ],
  },
  {
    query: 'what happens when i read an article, what does it keep',
    answers: [
      '/automatic-knowledge-capture#what-you-read',
      '/automatic-knowledge-capture#how-capture-works',
      '/automatic-knowledge-capture#what-gets-captured',
    ],
  },
  {
    query: 'does it also save the emails and drafts i write',
    answers: ['/automatic-knowledge-capture#what-you-write'],
  },
  {
    query: 'balanced mode for research articles, does it keep the numbers?',
    answers: [
      '/automatic-knowledge-capture#balanced',
      '/automatic-knowledge-capture#three-compression-modes',
      '/#faq-compression',
      '/#features',
    ],
  },
  {
    query: 'do i need to tag or bookmark pages myself',
    answers: ['/automatic-knowledge-capture#what-gets-captured'],
  },
  {
    query: 'which mode for a legal contract',
    answers: [
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#three-compression-modes',
      '/#faq-compression',
      '/automatic-knowledge-capture#choosing-a-mode',
      '/#features',
    ],
  },
  {
    query: 'agressive mode how much smaller',
    answers: [
      '/automatic-knowledge-capture#aggressive',
      '/automatic-knowledge-capture#three-compression-modes',
      '/#faq-compression',
    ],
  },
  {
    query: 'not sure what compresion to choose',
    answers: [
      '/automatic-knowledge-capture#choosing-a-mode',
      '/automatic-knowledge-capture#three-compression-modes',
      '/#faq-compression',
    ],
  },
  {
    query: 'coming back to a project after a week, how does it help me remember',
    answers: [
      '/automatic-knowledge-capture#project-context',
      '/personal-intelligence-hub#search-by-time-and-project',
    ],
  },
  {
    query: 'can other programs open the files it keeps',
    answers: [
      '/automatic-knowledge-capture#encrypted-storage',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'does it keep my research path, all the tabs i opened',
    answers: ['/automatic-knowledge-capture#what-you-research'],
  },
  {
    query: 'tired of pasting the same background into chatgpt every time',
    answers: [
      '/context-aware-ai-enhancement#the-copy-and-paste-tax',
      '/context-aware-ai-enhancement#context-the-model-can-use',
      '/#understands',
    ],
  },
  {
    query: 'what exactly does claude see when i send a message',
    answers: [
      '/context-aware-ai-enhancement#what-the-chat-tool-receives',
      '/context-aware-ai-enhancement#adding-it-to-your-message',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
    ],
  },
  {
    query: 'does openai get my private notes',
    answers: ['/context-aware-ai-enhancement#what-leaves-your-machine', '/#faq-ai-tools'],
  },
  {
    query: 'how does mnemo decide which notes to give the ai',
    answers: [
      '/context-aware-ai-enhancement#choosing-what-is-relevant',
      '/context-aware-ai-enhancement#context-the-model-can-use',
    ],
  },
  {
    query: '10-100x more relevant, is that proven?',
    answers: [
      '/context-aware-ai-enhancement#relevance',
      '/context-aware-ai-enhancement#what-we-measure',
      '/#understands',
    ],
  },
  {
    query: 'can my team share context by role',
    answers: ['/context-aware-ai-enhancement#teams', '/releases/beta#known-issues'],
  },
  {
    query: 'chat has text limit, context too long?',
    answers: [
      '/context-aware-ai-enhancement#compressing-it-to-fit',
      '/context-aware-ai-enhancement#compression',
    ],
  },
  {
    query: 'find a page i read but i forgot the words',
    answers: [
      '/personal-intelligence-hub#search-by-meaning',
      '/personal-intelligence-hub#interface-modules',
      '/automatic-knowledge-capture#what-you-read',
    ],
  },
  {
    query: 'how do i add or remove a module',
    answers: [
      '/personal-intelligence-hub#add-only-what-you-use',
      '/personal-intelligence-hub#interface-modules',
    ],
  },
  {
    query: 'if the company closes do i lose my notes',
    answers: ['/personal-intelligence-hub#local-first-by-design'],
  },
  {
    query: 'can i check the context before it is sent to the chat',
    answers: [
      '/personal-intelligence-hub#interface-modules',
      '/context-aware-ai-enhancement#what-the-chat-tool-receives',
    ],
  },
  {query: 'why a graph and not just folders', answers: ['/personal-intelligence-hub#why-a-graph']},
  {
    query: 'is search still fast with years of notes',
    answers: [
      '/personal-intelligence-hub#search-that-keeps-up-with-you',
      '/#evolution',
      '/#features',
      '/#requirements',
      '/#faq-speed',
    ],
  },
  {
    query: 'does it send my habits to you to learn them',
    answers: [
      '/workflow-intelligence#learned-on-your-machine',
      '/workflow-intelligence#what-it-will-not-do',
    ],
  },
  {
    query: 'what happens when i do the same steps every day',
    answers: [
      '/workflow-intelligence#learning-what-you-repeat',
      '/#faq-automation',
      '/workflow-intelligence#suggested-automations',
    ],
  },
  {
    query: 'how many actions before it sees a pattern',
    answers: ['/workflow-intelligence#what-counts-as-a-pattern', '/#faq-automation', '/#features'],
  },
  {
    query: 'can i stop an automation, or will it run without asking me',
    answers: [
      '/workflow-intelligence#you-stay-in-charge',
      '/workflow-intelligence#what-it-will-not-do',
      '/workflow-intelligence#suggested-automations',
    ],
  },
  {
    query: 'can i share what i learned with a community later',
    answers: [
      '/workflow-intelligence#knowledge-economy',
      '/workflow-intelligence#knowledge-networks',
      '/workflow-intelligence#collective-intelligence',
      '/#beginning',
    ],
  },
  {query: 'i found a bug, where do i report it', answers: ['/support', '/support#feedback-form']},
  {query: 'email adress of the team', answers: ['/support#other-ways-to-reach-us']},
  {
    query: 'i want to ask for a new feature',
    answers: ['/support#three-questions-worth-answering', '/support', '/support#feedback-form'],
  },
  {
    query: 'how do i cancel mnemo',
    answers: ['/workflow-intelligence#one-click-uninstall', '/#faq-guarantee', '/#faq-remove-data'],
  },
  {query: 'whats new in the latest release', answers: ['/releases/beta#new', '/releases/beta']},
  {query: 'known problems in beta', answers: ['/releases/beta#known-issues']},
  {query: 'what is mnemo browser', answers: ['/', '/#hero']},
  {
    query: 'mnemo system requirements mac',
    answers: ['/#requirements', '/#faq-platforms', '/releases/beta#known-issues'],
  },
  {
    query: 'windows 11 version when',
    answers: ['/#faq-platforms', '/#requirements', '/releases/beta#known-issues'],
  },
  {
    query: 'does it run on ubunut',
    answers: ['/#requirements', '/#faq-platforms', '/releases/beta#known-issues'],
  },
  {query: 'mnemo android app?', answers: ['/#faq-phones']},
  {
    query: 'it is possible to use without internet connexion?',
    answers: ['/#faq-offline', '/personal-intelligence-hub#local-first-by-design'],
  },
  {query: 'how much money is a license for my team after the beta', answers: ['/#faq-price']},
  {query: 'how do i get an invite', answers: ['/#faq-beta', '/#understands', '/#hero']},
  {
    query: 'is my browsing sent to your servers',
    answers: [
      '/#faq-where-is-my-data',
      '/automatic-knowledge-capture#processed-on-your-machine',
      '/personal-intelligence-hub#privacy',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
    ],
  },
  {
    query: 'does it record my bank login',
    answers: [
      '/#faq-banking',
      '/automatic-knowledge-capture#banking-sites-are-never-captured',
      '/personal-intelligence-hub#privacy',
      '/workflow-intelligence#what-it-will-not-do',
    ],
  },
  {
    query: 'sync between work and home computer',
    answers: [
      '/#faq-sync',
      '/personal-intelligence-hub#optional-encrypted-sync',
      '/automatic-knowledge-capture#processed-on-your-machine',
    ],
  },
  {
    query: 'can our security team audit the source code',
    answers: [
      '/#faq-open-source',
      '/automatic-knowledge-capture#an-open-source-core',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'uninstall and wipe everything it saved',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  {
    query: 'claude vs perplexity which ai does mnemo use',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
    ],
  },
  {
    query: 'how many minutes a day does it save',
    answers: ['/#stats', '/workflow-intelligence#time-back'],
  },
  {
    query: 'are the 47 min numbers from an independent study',
    answers: ['/workflow-intelligence#time-back', '/#stats'],
  },
  {
    query: 'does it get better the longer you use it',
    answers: [
      '/#evolution',
      '/personal-intelligence-hub#why-a-graph',
      '/automatic-knowledge-capture#domain-context',
    ],
  },
  {query: 'watch a demo', answers: ['/#browser-demo']},
  {query: 'is there a user forum or discord', answers: ['/#download', '/support']},
  {
    query: 'mnemo vs plain chatgpt answers',
    answers: [
      '/#understands',
      '/context-aware-ai-enhancement#why-context-matters',
      '/context-aware-ai-enhancement#relevance',
    ],
  },
  {
    query: 'best compresion mode for research papers',
    answers: [
      '/automatic-knowledge-capture#balanced',
      '/automatic-knowledge-capture#choosing-a-mode',
      '/automatic-knowledge-capture#three-compression-modes',
      '/#faq-compression',
    ],
  },
  {
    query: 'does it keep the drafts and notes i type',
    answers: ['/automatic-knowledge-capture#what-you-write'],
  },
  {
    query: 'remember my research trail across tabs',
    answers: ['/automatic-knowledge-capture#what-you-research'],
  },
  {
    query: 'project context vs domain context',
    answers: [
      '/automatic-knowledge-capture#three-layers-of-context',
      '/automatic-knowledge-capture#project-context',
      '/automatic-knowledge-capture#domain-context',
    ],
  },
  {
    query: 'is data encrypted at rest',
    answers: [
      '/automatic-knowledge-capture#encrypted-storage',
      '/personal-intelligence-hub#privacy',
      '/#faq-where-is-my-data',
    ],
  },
  {
    query: 'how does the capture process work',
    answers: ['/automatic-knowledge-capture#how-capture-works', '/automatic-knowledge-capture'],
  },
  {
    query: 'best way to stop pasting background into chatgpt',
    answers: [
      '/context-aware-ai-enhancement#the-copy-and-paste-tax',
      '/context-aware-ai-enhancement#context-the-model-can-use',
      '/context-aware-ai-enhancement',
    ],
  },
  {
    query: 'what exactly does the chatbot receive',
    answers: [
      '/context-aware-ai-enhancement#what-the-chat-tool-receives',
      '/context-aware-ai-enhancement#adding-it-to-your-message',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
    ],
  },
  {
    query: 'token limit context window',
    answers: [
      '/context-aware-ai-enhancement#compressing-it-to-fit',
      '/context-aware-ai-enhancement#compression',
    ],
  },
  {
    query: 'enterprise role based access',
    answers: ['/context-aware-ai-enhancement#teams', '/releases/beta#known-issues'],
  },
  {
    query: 'how does it pick which context is relevant',
    answers: ['/context-aware-ai-enhancement#choosing-what-is-relevant'],
  },
  {
    query: 'semantic search notes by meaning',
    answers: [
      '/personal-intelligence-hub#search-by-meaning',
      '/personal-intelligence-hub#interface-modules',
    ],
  },
  {
    query: 'find what i read before last months launch',
    answers: [
      '/personal-intelligence-hub#search-by-time-and-project',
      '/personal-intelligence-hub#questions-the-hub-answers-well',
    ],
  },
  {
    query: 'knowledge graph vs bookmarks',
    answers: [
      '/personal-intelligence-hub#why-a-graph',
      '/personal-intelligence-hub#what-the-hub-holds',
      '/personal-intelligence-hub',
    ],
  },
  {
    query: 'can i check and edit the context before it goes to the ai',
    answers: ['/personal-intelligence-hub#interface-modules'],
  },
  {
    query: 'what happens to my notes if mnemo shuts down its servers',
    answers: ['/personal-intelligence-hub#local-first-by-design'],
  },
  {
    query: 'automate repetitive browser tasks',
    answers: [
      '/workflow-intelligence#learning-what-you-repeat',
      '/workflow-intelligence#suggested-automations',
      '/#faq-automation',
      '/workflow-intelligence',
    ],
  },
  {query: 'jira confluence github', answers: ['/#features']},
  {
    query: 'how many actions before it counts as a pattern',
    answers: [
      '/workflow-intelligence#what-counts-as-a-pattern',
      '/#faq-automation',
      '/workflow-intelligence#learning-what-you-repeat',
    ],
  },
  {
    query: 'suggest a feature',
    answers: ['/support#three-questions-worth-answering', '/support#feedback-form', '/support'],
  },
  {query: 'beta changelog', answers: ['/releases/beta', '/releases/beta#new']},
  {query: 'known limitations of the beta', answers: ['/releases/beta#known-issues']},
  {query: 'which bugs were fixed', answers: ['/releases/beta#fixed']},
  {
    query: 'is the 47 min a day saved legit or just marketing',
    answers: ['/workflow-intelligence#time-back', '/#stats'],
  },
  {query: 'how many ppl actually use mnemo', answers: ['/#hero']},
  {
    query: 'whats the catch with the 30 day guarentee',
    answers: [
      '/workflow-intelligence#guarantee',
      '/#faq-guarantee',
      '/#evolution',
      '/workflow-intelligence#one-click-uninstall',
    ],
  },
  {
    query: 'does it run on my windows laptop',
    answers: ['/#faq-platforms', '/#requirements', '/releases/beta#known-issues'],
  },
  {
    query: 'ubuntu version when',
    answers: ['/#faq-platforms', '/#requirements', '/releases/beta#known-issues'],
  },
  {query: 'mnemo iphone app', answers: ['/#faq-phones']},
  {query: 'is ther an andriod version', answers: ['/#faq-phones']},
  {
    query: 'will it make browsing laggy',
    answers: ['/#faq-speed', '/context-aware-ai-enhancement#speed', '/#requirements'],
  },
  {query: 'how much does mnemo cost', answers: ['/#faq-price']},
  {
    query: 'can i use it with no wifi',
    answers: ['/#faq-offline', '/personal-intelligence-hub#local-first-by-design'],
  },
  {
    query: 'where does my data actually go',
    answers: [
      '/#faq-where-is-my-data',
      '/automatic-knowledge-capture#processed-on-your-machine',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
      '/personal-intelligence-hub#local-first-by-design',
    ],
  },
  {
    query: 'can i read the source code myself',
    answers: [
      '/#faq-open-source',
      '/automatic-knowledge-capture#an-open-source-core',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'does mnemo work with chatgpt',
    answers: [
      '/#faq-ai-tools',
      '/context-aware-ai-enhancement#works-with-the-tools-you-already-use',
      '/context-aware-ai-enhancement',
    ],
  },
  {query: 'how do i install it', answers: ['/#download']},
  {query: 'what does it do for me after months of use', answers: ['/#evolution']},
  {
    query: 'which features are only planned and not shipped yet',
    answers: [
      '/#beginning',
      '/releases/beta#known-issues',
      '/workflow-intelligence#knowledge-economy',
      '/context-aware-ai-enhancement#teams',
    ],
  },
  {
    query: 'delete everyting it saved about me',
    answers: ['/#faq-remove-data', '/workflow-intelligence#one-click-uninstall'],
  },
  {
    query: 'sync between my work and home computer',
    answers: [
      '/personal-intelligence-hub#optional-encrypted-sync',
      '/#faq-sync',
      '/automatic-knowledge-capture#processed-on-your-machine',
    ],
  },
  {query: 'is there a user community i can join', answers: ['/#download']},
  {
    query: 'what does it save from pages i read',
    answers: [
      '/automatic-knowledge-capture#what-you-read',
      '/automatic-knowledge-capture#what-gets-captured',
    ],
  },
  {
    query: 'does it remember the trail of tabs when im researching',
    answers: ['/automatic-knowledge-capture#what-you-research'],
  },
  {
    query: 'lossless vs agressive mode',
    answers: [
      '/#faq-compression',
      '/automatic-knowledge-capture#three-compression-modes',
      '/automatic-knowledge-capture#lossless',
      '/automatic-knowledge-capture#aggressive',
    ],
  },
  {
    query: 'not sure which compression setting to pick',
    answers: ['/automatic-knowledge-capture#choosing-a-mode'],
  },
  {
    query: 'can other programs on my computer read what it stores',
    answers: [
      '/automatic-knowledge-capture#encrypted-storage',
      '/personal-intelligence-hub#privacy',
    ],
  },
  {
    query: 'what are the context layers',
    answers: [
      '/automatic-knowledge-capture#three-layers-of-context',
      '/automatic-knowledge-capture#immediate-context',
      '/automatic-knowledge-capture#project-context',
      '/automatic-knowledge-capture#domain-context',
      '/context-aware-ai-enhancement#choosing-what-is-relevant',
    ],
  },
  {
    query: 'do i have to tag or bookmark stuff myself',
    answers: ['/automatic-knowledge-capture#what-gets-captured'],
  },
  {
    query: 'sick of pasting background into chatgpt every time',
    answers: [
      '/context-aware-ai-enhancement#the-copy-and-paste-tax',
      '/context-aware-ai-enhancement#context-the-model-can-use',
      '/context-aware-ai-enhancement',
    ],
  },
  {
    query: 'what exactly does claude receive when i send a message',
    answers: [
      '/context-aware-ai-enhancement#what-the-chat-tool-receives',
      '/context-aware-ai-enhancement#what-leaves-your-machine',
      '/context-aware-ai-enhancement#adding-it-to-your-message',
    ],
  },
  {
    query: 'does openai get my browsing data',
    answers: ['/context-aware-ai-enhancement#what-leaves-your-machine', '/#faq-ai-tools'],
  },
  {
    query: 'how did you measure 10-100x more relevant answers',
    answers: [
      '/context-aware-ai-enhancement#relevance',
      '/context-aware-ai-enhancement#what-we-measure',
    ],
  },
  {
    query: 'are the stats independently verified',
    answers: [
      '/context-aware-ai-enhancement#what-we-measure',
      '/workflow-intelligence#time-back',
      '/#stats',
    ],
  },
  {
    query: 'enterprise version for teams',
    answers: ['/context-aware-ai-enhancement#teams', '/releases/beta#known-issues'],
  },
  {
    query: 'chatgpt context limit too small for my docs',
    answers: [
      '/context-aware-ai-enhancement#compressing-it-to-fit',
      '/context-aware-ai-enhancement#compression',
    ],
  },
  {
    query: 'do i need another ai subscription or account',
    answers: ['/context-aware-ai-enhancement#works-with-the-tools-you-already-use'],
  },
  {
    query: 'find something i read last month',
    answers: [
      '/personal-intelligence-hub#search-by-time-and-project',
      '/personal-intelligence-hub#questions-the-hub-answers-well',
    ],
  },
  {
    query: 'how fast is serch',
    answers: [
      '/personal-intelligence-hub#search-that-keeps-up-with-you',
      '/#requirements',
      '/#faq-speed',
      '/#features',
    ],
  },
  {
    query: 'timeline view of everything i read',
    answers: [
      '/personal-intelligence-hub#interface-modules',
      '/personal-intelligence-hub#add-only-what-you-use',
    ],
  },
  {
    query: 'what if your company shuts down its servers',
    answers: ['/personal-intelligence-hub#local-first-by-design'],
  },
  {
    query: 'will it do stuff automatically without asking me',
    answers: [
      '/workflow-intelligence#you-stay-in-charge',
      '/workflow-intelligence#what-it-will-not-do',
    ],
  },
  {query: 'works with jira and github?', answers: ['/#features']},
  {
    query: 'share my knowledge graph with coworkers',
    answers: [
      '/workflow-intelligence#knowledge-networks',
      '/#beginning',
      '/context-aware-ai-enhancement#teams',
    ],
  },
  {query: 'mnemo support email', answers: ['/support#other-ways-to-reach-us']},
  {
    query: 'i have a feature idea',
    answers: ['/support#three-questions-worth-answering', '/support#feedback-form', '/support'],
  },
  {query: 'whats new in the beta build', answers: ['/releases/beta#new']},
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
  {query: 'is it built on chromium', answers: []},
  {query: 'mnemo vs arc browser', answers: []},
  {query: 'can i install my firefox extensions', answers: []},
  {query: 'does it work with ollama local models', answers: []},
  {query: 'export my notes to obsidian', answers: []},
  {query: 'which encryption algorithm is used, aes-256?', answers: []},
  {query: 'what license is the open source core under', answers: []},
  {query: 'is mnemo gdpr compliant', answers: []},
  {query: 'soc 2 certification', answers: []},
  {query: 'where is the company based', answers: []},
  {query: 'careers / job openings', answers: []},
  {query: 'does it have a built-in vpn', answers: []},
  {query: 'incognito private window', answers: []},
  {query: 'can it translate pages into spanish', answers: []},
  {query: 'single sign on saml for our company', answers: []},
  {query: 'developer api', answers: []},
  {query: 'official launch date of the stable version', answers: []},
  {query: 'does mnemo block ads', answers: []},
  {query: 'where is your office located', answers: []},
  {query: 'built in password manager?', answers: []},
  {query: 'does it have a vpn', answers: []},
  {query: 'which languages is the menu available in', answers: []},
  {query: 'how many people work at mnemo', answers: []},
  {query: 'is it based on chromium or firefox', answers: []},
  {query: 'export my notes to obsidian or markdown', answers: []},
  {query: 'does it work with screen readers for blind users', answers: []},
  {query: 'careers job openings', answers: []},
  {query: 'referral program, invite friends and get a reward', answers: []},
  {query: 'press kit logo', answers: []},
  {query: 'who are your investors', answers: []},
  {query: 'can it translate a web page to spanish', answers: []},
  {query: 'does it capture youtube video transcripts', answers: []},
  {query: 'can i install chrome extensions in mnemo', answers: []},
  {query: 'does it have a built in pdf editor', answers: []},
  {query: 'can i set mnemo as my default browser', answers: []},
  {query: 'single sign-on saml okta', answers: []},
  {query: 'gdpr data processing agreement', answers: []},
  {query: 'minimum ram needed', answers: []},
  {query: 'can i install chrome extensions', answers: []},
  {query: 'import bookmarks from firefox', answers: []},
  {query: 'export notes to obsidian', answers: []},
  {query: 'zotero integration for citations', answers: []},
  {query: 'when is the stable 1.0 release date', answers: []},
  {query: 'deploy to our macs with jamf mdm', answers: []},
  {query: 'soc 2 report', answers: []},
  {query: 'built in ad blocker?', answers: []},
  {query: 'separate work and personal profiles', answers: []},
  {query: 'hipaa compliant for hospital use', answers: []},
  {query: 'mnemo careers hiring', answers: []},
  {query: 'does it have a password manager', answers: []},
  {query: 'translate pages into spanish', answers: []},
  {query: 'self hosted sync server', answers: []},
  {query: 'how much funding has mnemo raised', answers: []},
  {query: 'mnemo ceo name', answers: []},
  {query: 'how many employees work at mnemo', answers: []},
  {query: 'is mnemo hiring', answers: []},
  {query: 'is it built on chromium or firefox', answers: []},
  {query: 'import my bookmarks from chrome', answers: []},
  {query: 'does mnemo have a vpn', answers: []},
  {query: 'has there been a third party security audit', answers: []},
  {query: 'sso saml login for my company', answers: []},
  {query: 'does it translate web pages', answers: []},
  {query: 'what license is the open source code under', answers: []},
  {query: 'what does the name mnemo mean', answers: []},
  {query: 'can i install chrome extensions in it', answers: []},
  {query: 'multiple user profiles on one mac', answers: []},
];
