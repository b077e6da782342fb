/**
 * Visitors' phrasings for what a home section answers, by the section's id, for the site search:
 * words visitors type that the section's own text does not use. Only phrasings that truly ask for
 * that section (WRITING.md, "Search").
 */
export const sectionKeywords: Readonly<Record<string, readonly string[]>> = {
  hero: ['product overview', 'introduction'],
  stats: ['statistics', 'key numbers', 'ROI'],
  'browser-demo': ['video', 'walkthrough', 'product tour', 'demo'],
  features: ['functionality'],
  understands: ['comparison', 'versus'],
  evolution: ['learning curve', 'what to expect'],
  beginning: ['roadmap', 'future plans', 'upcoming features'],
  download: ['community forum'],
  requirements: [
    'specs',
    'minimum specs',
    'hardware requirements',
    'macOS version',
    'disk space',
    'Catalina',
    'prerequisites',
  ],
  faq: ['common questions'],
};
