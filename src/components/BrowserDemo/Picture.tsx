import type {ReactNode} from 'react';
import {scriptedMessages} from '@site/src/data/demo';
import Frame from './Frame';
import {frameAt} from './schedule';
import styles from './styles.module.css';

/** The opening scene shown as a picture: the first question asked and answered. */
const scene = frameAt(scriptedMessages[1]?.at ?? 0);

/** A still frame of the demo by its own panes: one labelled image, no role or control inside. */
export default function DemoPicture({label}: {label: string}): ReactNode {
  return (
    <div className={styles.picture} role="img" aria-label={label}>
      <Frame frame={scene} picture />
    </div>
  );
}
