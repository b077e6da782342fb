import type {ReactNode} from 'react';
import BlogLayout from '@theme/BlogLayout';
import type {Props} from '@theme/BlogLayout';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';

/**
 * The blog layout with the note's table of contents in a navigation landmark: upstream puts it
 * beside the page's main landmark, outside any, where assistive technology cannot reach it by
 * landmark.
 */
export default function ReleaseNotesLayout({toc, ...props}: Props): ReactNode {
  return (
    <BlogLayout
      {...props}
      toc={toc ? <nav aria-label={releaseNotesCopy.tocLabel}>{toc}</nav> : toc}
    />
  );
}
