import type {ReactNode} from 'react';
import {documentPages, scriptedMessages} from '@site/src/data/demo';
import ChatPane from './ChatPane';
import ContextTree from './ContextTree';
import DocumentPane from './DocumentPane';
import Frame from './Frame';
import {conversation, frameAt, suggestActions} from './schedule';
import styles from './styles.module.css';

/** The opening scene shown as a picture: the first question asked and answered. */
const sceneMs = scriptedMessages[1]?.at ?? 0;
const ignore = (): void => undefined;

/** A still frame of the demo by its own panes: one labelled image, no role or control inside. */
export default function DemoPicture({label}: {label: string}): ReactNode {
  const frame = frameAt(sceneMs);
  const page = documentPages[frame.pageIndex] ?? documentPages[0];
  if (!page) throw new Error('The demo needs at least one document page');
  const messages = conversation(frame.messageCount, []);
  return (
    <div className={styles.picture} role="img" aria-label={label}>
      <Frame tabTitle={page.title} url={page.url}>
        <ContextTree animate={false} picture />
        <DocumentPane
          page={page}
          pageNumber={frame.pageIndex + 1}
          capturing={frame.capturing}
          highlighted={frame.highlighted}
          animate={false}
          picture
        />
        <ChatPane messages={messages} actions={suggestActions(messages)} onSend={ignore} picture />
      </Frame>
    </div>
  );
}
