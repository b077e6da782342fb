import type {ReactNode} from 'react';
import Icon from './Icon';
import styles from './styles.module.css';

interface Props {
  tabTitle: string;
  url: string;
  children: ReactNode;
}

/** A browser window drawn in CSS; its chrome is hidden from assistive technology. */
export default function Frame({tabTitle, url, children}: Props): ReactNode {
  return (
    <div className={styles.window}>
      <div className={styles.chrome} aria-hidden="true">
        <div className={styles.tabBar}>
          <span className={styles.dots}>
            <span className={styles.dot} />
            <span className={styles.dot} />
            <span className={styles.dot} />
          </span>
          <span className={styles.tab}>
            <Icon name="document" className={styles.tabIcon} />
            <span className={styles.tabTitle}>{tabTitle}</span>
          </span>
          <span className={styles.newTab}>+</span>
        </div>
        <div className={styles.addressBar}>
          <Icon name="lock" className={styles.lock} />
          <span className={styles.url}>{url}</span>
        </div>
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
