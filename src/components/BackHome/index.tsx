import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export default function BackHome(): ReactNode {
  return (
    <p className={styles.back}>
      <Link to="/">
        <span aria-hidden="true">← </span>Back to Home
      </Link>
    </p>
  );
}
