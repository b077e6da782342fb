import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Content from '@theme-original/BlogPostItem/Content';
import type {Props} from '@theme/BlogPostItem/Content';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';

/**
 * Wrapped so that the list of release notes shows each note's summary and a link, not its full
 * sections (which would repeat every section's anchor on one page); a note's own page is upstream.
 */
export default function ReleaseNoteContent(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (isBlogPostPage) return <Content {...props} />;
  return (
    <div className={props.className}>
      <p>{metadata.description}</p>
      <p>
        <Link to={metadata.permalink}>{releaseNotesCopy.readNote(metadata.title)}</Link>
      </p>
    </div>
  );
}
