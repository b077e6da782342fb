import type {ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type {Props} from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';

/**
 * Wrapped so that the list of release notes, the blog plugin's only list, has a title and says
 * what it is: upstream renders the notes alone, each under an h2.
 */
export default function ReleaseNotesList(props: Props): ReactNode {
  return (
    <>
      <header className="margin-bottom--lg">
        <Heading as="h1">{releaseNotesCopy.listTitle}</Heading>
        <p>{releaseNotesCopy.listDescription}</p>
      </header>
      <BlogPostItems {...props} />
    </>
  );
}
