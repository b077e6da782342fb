import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Helpful from '@site/src/components/Helpful';
import {releaseFacts} from '@site/src/plugins/releaseFacts';

/** Wrapped so that each release note's own page asks whether it helped, under the note. */
export default function FooterWithHelpful(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {docsVersion} = releaseFacts(metadata.frontMatter as {[key: string]: unknown});
  return (
    <>
      <Footer />
      {isBlogPostPage && <Helpful version={docsVersion} />}
    </>
  );
}
