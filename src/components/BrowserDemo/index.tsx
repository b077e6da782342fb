import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {demoControls, demoReply} from '@site/src/data/demo';
import Frame from './Frame';
import Icon from './Icon';
import {replyTo, type VisitorMessage} from './schedule';
import {useDemoPlayback} from './useDemoPlayback';
import styles from './styles.module.css';

/** The scripted browser demo under "How it Works", played while on screen; no model answers. */
export default function BrowserDemo(): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  // The script waits while focus is in the window (the play button stays outside it).
  const [held, setHeld] = useState(false);
  const {frame, motion, paused, playing, started, playOrPause} = useDemoPlayback(root, held);
  const hold = (event: FocusEvent<HTMLDivElement>): void => {
    const into = event.type === 'focus' ? event.target : event.relatedTarget;
    setHeld(into instanceof Node && event.currentTarget.contains(into));
  };
  // The chat log speaks only once the visitor acts on the demo (not by moving focus through it).
  const [interacted, setInteracted] = useState(false);
  const interact = (): void => setInteracted(true);
  const interactByKey = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (!['Tab', 'Shift', 'Alt', 'Control', 'Meta'].includes(event.key)) interact();
  };
  const [visitorMessages, setVisitorMessages] = useState<VisitorMessage[]>([]);

  const send = useCallback(
    (content: string) =>
      setVisitorMessages((previous) => {
        const next = [
          ...previous,
          {
            id: `visitor-${previous.length + 1}`,
            content,
            isUser: true,
            timestamp: 'just now',
            after: frame.messageCount,
          },
        ];
        // With reduced motion the reply is there at once: nothing arrives later on its own.
        const reply = motion === 'reduced' ? replyTo(next) : null;
        return reply ? [...next, reply] : next;
      }),
    [frame.messageCount, motion],
  );

  // The reply to what the visitor sent comes after a pause, whether the script plays or not.
  useEffect(() => {
    const reply = replyTo(visitorMessages);
    if (!reply) return undefined;
    const timer = window.setTimeout(
      () => setVisitorMessages((previous) => [...previous, reply]),
      demoReply.delayMs,
    );
    return () => window.clearTimeout(timer);
  }, [visitorMessages]);

  return (
    <div
      ref={root}
      className={styles.demo}
      data-motion={motion}
      data-playing={playing ? 'true' : 'false'}
      onPointerDown={interact}
      onClick={interact}
      onKeyDown={interactByKey}>
      <div className={styles.controls}>
        <p className={styles.note}>{demoControls.note}</p>
        <button type="button" className={styles.playButton} onClick={playOrPause}>
          <Icon name={paused ? 'play' : 'pause'} />
          {paused ? demoControls.play : demoControls.pause}
        </button>
      </div>
      <div className={styles.holdArea} onFocus={hold} onBlur={hold}>
        <Frame
          frame={frame}
          visitor={visitorMessages}
          onSend={send}
          animate={started && motion === 'full'}
          announce={interacted}
        />
      </div>
    </div>
  );
}
