import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  children: ReactNode;
  /** Beside the column on wide screens, as an article's table of contents is. */
  aside?: ReactNode;
  /** Classes of the page's main landmark. */
  className?: string;
}

/**
 * The column of a page without the docs sidebar, laid out as an article's (`.page-column`,
 * src/css/custom.css): its title starts on the articles' left edge, at every width.
 */
export default function PageColumn({children, aside, className}: Props): ReactNode {
  return (
    <div className="page-column">
      <div className="container padding-top--md padding-bottom--lg">
        <div className="row">
          <main className={clsx('col', className)}>
            <div className={styles.measure}>{children}</div>
          </main>
          {aside && <div className="col col--3">{aside}</div>}
        </div>
      </div>
    </div>
  );
}
