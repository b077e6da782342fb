// Wrapped: the phone menu is built when the page is idle, and behaves as a modal dialog.
import {useRef, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import useIdle from '@site/src/hooks/useIdle';
import useModal from './useModal';
import styles from './styles.module.css';

/**
 * The phone menu is hidden at load, so it is built once the page is idle (or at once, if someone
 * opens it first) instead of in the same block of work as hydration. Open, it is a modal dialog
 * (useModal).
 */
export default function NavbarMobileSidebar(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const idle = useIdle();
  const boxRef = useRef<HTMLDivElement>(null);
  useModal(boxRef, shown, toggle);
  return (
    <div ref={boxRef} className={styles.contents}>
      {idle || shown ? <MobileSidebar /> : null}
    </div>
  );
}
