// Replaced here, not in NotFound (a missing docs path renders this alone): its own text, a link
// home and a console error naming the missing path.
import {useEffect, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import PageColumn from '@site/src/components/PageColumn';
import {notFound} from '@site/src/data/notFound';

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // The page is pre-rendered once for every missing path, so the path is shown after hydration.
  const isBrowser = useIsBrowser();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <PageColumn className={className}>
      {/* Inside the layout, whose own title would win over one set outside it. */}
      <PageMetadata title={notFound.title} description={notFound.description} />
      <Heading as="h1">{notFound.heading}</Heading>
      <p>
        {notFound.nothingAt} {isBrowser ? <code>{pathname}</code> : notFound.thisAddress}.{' '}
        {notFound.why}
      </p>
      <p>
        <Link className="button button--primary" to="/">
          {notFound.home}
        </Link>
      </p>
    </PageColumn>
  );
}
