import {useRef, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import useModal from './useModal';
import styles from './styles.module.css';

/** The phone menu; open, it is a modal dialog (useModal). */
export default function NavbarMobileSidebar(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const boxRef = useRef<HTMLDivElement>(null);
  useModal(boxRef, shown, toggle);
  return (
    <div ref={boxRef} className={styles.contents}>
      <MobileSidebar />
    </div>
  );
}
