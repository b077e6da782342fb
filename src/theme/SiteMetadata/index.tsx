// Wrapped: the not-found page, answered for every missing address, claims no address of its own:
// upstream's metadata, rendered on every page, names it (canonical URL, og:url, language
// alternates), and a page's head can replace those tags but not remove them. The not-found page
// (src/theme/NotFound/Content) sets the rest of the site's tags itself.
import type {ReactNode} from 'react';
import {matchPath, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
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

export default function SiteMetadataOutsideNotFound(): ReactNode {
  const {pathname} = useLocation();
  return hasPage(routes, pathname) ? <SiteMetadata /> : null;
}
