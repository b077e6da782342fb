import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider, useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import type {Props} from '@theme/BlogPostPage';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import ContentVisibility from '@theme/ContentVisibility';
import TOC from '@theme/TOC';
import ReleaseNotesLayout from './Layout';
import ReleaseNoteItem from './Item';

/** The note, its table of contents (unless its front matter hides it) and the older/newer links. */
function ReleaseNotePageContent({children}: {children: ReactNode}) {
  const {metadata, toc} = useBlogPost();
  const {nextItem, prevItem, frontMatter} = metadata;
  return (
    <ReleaseNotesLayout
      toc={
        !frontMatter.hide_table_of_contents && toc.length > 0 ? (
          <TOC
            toc={toc}
            minHeadingLevel={frontMatter.toc_min_heading_level}
            maxHeadingLevel={frontMatter.toc_max_heading_level}
          />
        ) : undefined
      }>
      <ContentVisibility metadata={metadata} />
      <ReleaseNoteItem>{children}</ReleaseNoteItem>
      {(nextItem || prevItem) && <BlogPostPaginator nextItem={nextItem} prevItem={prevItem} />}
    </ReleaseNotesLayout>
  );
}

/** A release note's own page (`blogPostComponent`): upstream's, the note as ReleaseNoteItem. */
export default function ReleaseNotePage(props: Props): ReactNode {
  const NoteContent = props.content;
  return (
    <BlogPostProvider content={props.content} isBlogPostPage>
      <HtmlClassNameProvider
        className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogPostPageStructuredData />
        <ReleaseNotePageContent>
          <NoteContent />
        </ReleaseNotePageContent>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
