import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebar from '@theme-original/DocSidebar';
import type {Props} from '@theme/DocSidebar';
import useIdle from '@site/src/hooks/useIdle';

/**
 * On a phone the docs sidebar only exists inside the closed menu, so, like the menu itself, it is
 * handed over once the page is idle (or when the menu opens) rather than during hydration.
 */
export default function DocSidebarWhenNeeded(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const {shown} = useNavbarMobileSidebar();
  const idle = useIdle();
  if (windowSize === 'mobile' && !idle && !shown) return null;
  return <DocSidebar {...props} />;
}
