/**
 * Visitors' phrasings for what a home section answers, by the section's id, for the site search:
 * words visitors type that the section's own text does not use. Only phrasings that truly ask for
 * that section (WRITING.md, "Search").
 */
export const sectionKeywords: Readonly<Record<string, readonly string[]>> = {
  beginning: ['roadmap', 'future plans', 'upcoming features'],
  download: ['community forum'],
  requirements: ['specs', 'minimum specs', 'hardware requirements', 'macOS version'],
};
