import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogLayout';
import PageColumn from '@site/src/components/PageColumn';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';

/**
 * The release notes' layout: the site's page column, with the note's table of contents beside it
 * in a navigation landmark (upstream's is in none). The notes have no blog sidebar.
 */
export default function ReleaseNotesLayout({toc, children}: Props): ReactNode {
  return (
    <Layout>
      <PageColumn aside={toc && <nav aria-label={releaseNotesCopy.tocLabel}>{toc}</nav>}>
        {children}
      </PageColumn>
    </Layout>
  );
}
