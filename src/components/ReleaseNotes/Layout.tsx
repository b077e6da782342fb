import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogLayout';
import PageColumn from '@site/src/components/PageColumn';
import {releaseNotesCopy} from '@site/src/data/releaseNotes';

/**
 * The release notes' layout: the site's page column, so that their title starts on the articles'
 * left edge (upstream's blog layout offsets it by a twelfth of its container), with the note's
 * table of contents beside it in a navigation landmark (upstream puts it outside any landmark,
 * where assistive technology cannot reach it by landmark). The notes have no blog sidebar
 * (`blogSidebarCount: 0` in docusaurus.config.ts).
 */
export default function ReleaseNotesLayout({toc, children, ...props}: Props): ReactNode {
  const layoutProps = {...props, sidebar: undefined};
  return (
    <Layout {...layoutProps}>
      <PageColumn aside={toc && <nav aria-label={releaseNotesCopy.tocLabel}>{toc}</nav>}>
        {children}
      </PageColumn>
    </Layout>
  );
}
