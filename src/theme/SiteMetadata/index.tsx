// Wrapped: the not-found page, answered for every missing address, claims no address of its own:
// no canonical URL, og:url or language alternates (they named /404.html or the missing path).
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {matchPath, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import SiteMetadata from '@theme-original/SiteMetadata';

interface Route {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  routes?: Routes;
}
type Routes = readonly Route[];

/** Whether a page answers `pathname`: the routes match as the router's switches do, first wins. */
export function hasPage(table: Routes, pathname: string): boolean {
  const route = table.find(({path, exact, strict}) => matchPath(pathname, {path, exact, strict}));
  if (!route || route.path === '*') return false;
  return route.routes ? hasPage(route.routes, pathname) : true;
}

/** What every page's head carries, less the tags that name the page's address. */
function NotFoundMetadata(): ReactNode {
  const {metadata, image} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* As upstream: the keyboard-focus class is set on the body from the server HTML on. */}
        <body />
      </Head>
      {image && <PageMetadata image={image} />}
      <Head>
        {metadata.map((metadatum, index) => (
          <meta key={index} {...metadatum} />
        ))}
      </Head>
    </>
  );
}

export default function SiteMetadataWrapper(): ReactNode {
  const {pathname} = useLocation();
  return hasPage(routes, pathname) ? <SiteMetadata /> : <NotFoundMetadata />;
}
