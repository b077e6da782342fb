import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import Helpful from '@site/src/components/Helpful';
import ReleaseFacts from '@site/src/components/ReleaseFacts';
import {releaseFacts} from '@site/src/plugins/releaseFacts';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';
import styles from './styles.module.css';

/**
 * What a note shows under its title: on the list, its summary and a link (no repeated anchors);
 * on its own page, its text, which the site search indexes (`data-pagefind-body`).
 */
function NoteContent({children}: {children: ReactNode}): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (isBlogPostPage) {
    return (
      <div data-pagefind-body="">
        <BlogPostItemContent>{children}</BlogPostItemContent>
      </div>
    );
  }
  return (
    <div>
      <p>{metadata.description}</p>
      <p>
        <Link className={styles.readNote} to={metadata.permalink}>
          {releaseNotesCopy.readNote(metadata.title)}
        </Link>
      </p>
    </div>
  );
}

/**
 * One release note, from the theme's blog post parts with its facts under the title; on its own
 * page, "Was this page helpful?" under it; on the list, a step below the list's title.
 */
export default function ReleaseNoteItem({children}: {children: ReactNode}): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const facts = releaseFacts(metadata.frontMatter as {[key: string]: unknown});
  return (
    <BlogPostItemContainer
      className={clsx(!isBlogPostPage && ['margin-bottom--xl', styles.listed])}>
      <BlogPostItemHeader />
      <ReleaseFacts facts={facts} />
      <NoteContent>{children}</NoteContent>
      <BlogPostItemFooter />
      {isBlogPostPage && <Helpful version={facts.docsVersion} />}
    </BlogPostItemContainer>
  );
}
