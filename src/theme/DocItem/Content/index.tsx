import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import BackHome from '@site/src/components/BackHome';

/**
 * Wrapped so that every doc, a writer's new Markdown file included, leads back home right under
 * its title without importing anything: upstream renders the title, then its children.
 */
export default function ContentWithBackHome({children, ...props}: Props): ReactNode {
  return (
    <Content {...props}>
      <BackHome />
      {children}
    </Content>
  );
}
