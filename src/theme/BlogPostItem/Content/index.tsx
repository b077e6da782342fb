import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Content from '@theme-original/BlogPostItem/Content';
import type {Props} from '@theme/BlogPostItem/Content';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';

/**
 * Wrapped so that the list of release notes shows each note's summary and a link, not its full
 * sections (which would repeat every section's anchor on one page); a note's own page is upstream,
 * and its text is what the site search indexes of it (`data-pagefind-body`,
 * src/plugins/siteSearch.ts; the title comes from the page's h1): the list is not indexed.
 */
export default function ReleaseNoteContent(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (isBlogPostPage) {
    return (
      <div data-pagefind-body="">
        <Content {...props} />
      </div>
    );
  }
  return (
    <div className={props.className}>
      <p>{metadata.description}</p>
      <p>
        <Link to={metadata.permalink}>{releaseNotesCopy.readNote(metadata.title)}</Link>
      </p>
    </div>
  );
}
