import {useMemo, type ReactNode} from 'react';
import {documentPages} from '@site/src/data/demo';
import ChatPane from './ChatPane';
import ContextTree from './ContextTree';
import DocumentPane from './DocumentPane';
import Icon from './Icon';
import {conversation, type DemoFrame, type VisitorMessage} from './schedule';
import styles from './styles.module.css';

interface Props {
  frame: DemoFrame;
  /** What the visitor sent and the replies, placed among the scripted messages. */
  visitor?: readonly VisitorMessage[];
  onSend?: (text: string) => void;
  animate?: boolean;
  announce?: boolean;
  /** A still picture (the hero's): the same look, with no role, control or tab stop inside. */
  picture?: boolean;
}

const noVisitor: readonly VisitorMessage[] = [];

/** A browser window drawn in CSS (its chrome hidden from assistive technology) with the panes. */
export default function Frame({
  frame,
  visitor = noVisitor,
  onSend,
  animate = false,
  announce = false,
  picture = false,
}: Props): ReactNode {
  const page = documentPages[frame.pageIndex];
  if (!page) throw new Error('The demo needs at least one document page');
  const messages = useMemo(
    () => conversation(frame.messageCount, visitor),
    [frame.messageCount, visitor],
  );
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
            <span className={styles.tabTitle}>{page.title}</span>
          </span>
          <span className={styles.newTab}>+</span>
        </div>
        <div className={styles.addressBar}>
          <Icon name="lock" className={styles.lock} />
          <span className={styles.url}>{page.url}</span>
        </div>
      </div>
      <div className={styles.body}>
        <ContextTree animate={animate} picture={picture} />
        <DocumentPane page={page} frame={frame} animate={animate} picture={picture} />
        <ChatPane messages={messages} onSend={onSend} announce={announce} picture={picture} />
      </div>
    </div>
  );
}
