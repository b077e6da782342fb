import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import BackHome from '@site/src/components/BackHome';
import MarkdownActions from '@site/src/components/MarkdownActions';
import styles from './styles.module.css';

/**
 * Wrapped so that every doc, a writer's new Markdown file included, leads back home and offers
 * its Markdown copy right under its title without importing anything: upstream renders the
 * title, then its children. The row is the page's tools, not its text (`data-not-content`).
 * The title and text are what the site search indexes of a doc (`data-pagefind-body`,
 * src/plugins/searchPlaces.ts), not the sidebar, table of contents or footer around them.
 */
export default function ContentWithBackHome({children, ...props}: Props): ReactNode {
  return (
    <div data-pagefind-body="">
      <Content {...props}>
        <div className={styles.tools} data-not-content="">
          <BackHome />
          <MarkdownActions />
        </div>
        {children}
      </Content>
    </div>
  );
}
