import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogListPaginator from '@theme/BlogListPaginator';
import type {Props} from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';
import ReleaseNotesLayout from './Layout';
import ReleaseNoteItem from './Item';

/** The list of release notes (`blogListComponent`): upstream's, with a title of its own. */
export default function ReleaseNotesListPage(props: Props): ReactNode {
  const {metadata, items} = props;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <ReleaseNotesLayout>
        <header className="margin-bottom--lg">
          <Heading as="h1">{releaseNotesCopy.listTitle}</Heading>
          <p>{releaseNotesCopy.listDescription}</p>
        </header>
        <BlogPostItems items={items} component={ReleaseNoteItem} />
        <BlogListPaginator metadata={metadata} />
      </ReleaseNotesLayout>
    </HtmlClassNameProvider>
  );
}
