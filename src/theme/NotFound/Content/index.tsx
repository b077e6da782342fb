// Replaced (not wrapped) for its own text (src/data/notFound.ts), a link home, a console error
// naming the missing path, and the site's head tags that name no address. Replaced here, not in
// NotFound: a missing path under the docs' route renders this component alone.
import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import PageColumn from '@site/src/components/PageColumn';
import {notFound} from '@site/src/data/notFound';

/**
 * What every page's head carries from the theme configuration: the card type, the social image
 * and the site's meta tags. SiteMetadata (src/theme/SiteMetadata) leaves the not-found page out,
 * since it would also name the missing address (canonical URL, og:url, language alternates).
 */
function SiteTags(): ReactNode {
  const {metadata, image} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
      </Head>
      {image && <PageMetadata image={image} />}
      {/* Its own Head, after the image's, so that the site's tags win over the defaults. */}
      <Head>
        {metadata.map((metadatum, index) => (
          <meta key={index} {...metadatum} />
        ))}
      </Head>
    </>
  );
}

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  // The page is pre-rendered once for every missing path, so the path is shown after hydration.
  const isBrowser = useIsBrowser();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <PageColumn className={className}>
      <SiteTags />
      {/* Set here, inside the layout: the title set by NotFound outside it is overridden by the
          layout's own (the innermost head wins), which left the tab reading only the site name. */}
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
