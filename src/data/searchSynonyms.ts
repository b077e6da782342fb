/**
 * Words visitors type for what the site says in other words. When a search finds nothing as
 * typed, each word is also tried as the others in its group. Keep groups small and reviewed: a
 * word in a group is searched as any other of that group, so add only true stand-ins. Lower case.
 */
export const searchSynonyms: readonly (readonly string[])[] = [
  ['offline', 'connection', 'internet', 'network'],
  ['delete', 'remove', 'erase', 'uninstall'],
  ['mac', 'macos', 'apple'],
  ['windows', 'pc'],
  ['price', 'pricing', 'cost', 'free'],
  ['export', 'download', 'backup'],
  ['feedback', 'form'],
  ['private', 'privacy'],
];

/**
 * Words a question is made of that say nothing about its subject ("how do I", "does it", "can
 * I", and verbs such as get and give). When a search finds nothing as typed, it is tried without
 * them.
 */
export const questionWords: readonly string[] = [
  'a',
  'an',
  'are',
  'can',
  'could',
  'did',
  'do',
  'does',
  'for',
  'get',
  'give',
  'how',
  'i',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'should',
  'the',
  'there',
  'to',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
];
