import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import ReleaseFacts from '@site/src/components/ReleaseFacts';

/**
 * Wrapped so that every release note, on the list and on its page, shows its version, channel and
 * platforms from its front matter under the title: upstream renders title, date and authors.
 */
export default function HeaderWithReleaseFacts(): ReactNode {
  return (
    <>
      <Header />
      <ReleaseFacts />
    </>
  );
}
