import type {ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import useIdle from '@site/src/hooks/useIdle';

/**
 * The phone menu is hidden at load, so it is built once the page is idle (or at once, if someone
 * opens it first) instead of in the same block of work as hydration.
 */
export default function NavbarMobileSidebar(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const idle = useIdle();
  return idle || shown ? <MobileSidebar /> : null;
}
