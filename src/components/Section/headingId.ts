/** The id of the heading that labels a home section: the section's id plus `-title`. */
export function sectionHeadingId(sectionId: string): string {
  return `${sectionId}-title`;
}

/** The section a heading id labels, if it is a section heading's id. */
export function sectionOfHeading(headingId: string): string | null {
  return headingId.endsWith('-title') ? headingId.slice(0, -'-title'.length) : null;
}
