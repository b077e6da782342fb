import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The scripted browser demo (placeholder frame until the demo is built). */
export default function BrowserDemo(): ReactNode {
  return <div className={styles.frame} aria-hidden="true" />;
}
