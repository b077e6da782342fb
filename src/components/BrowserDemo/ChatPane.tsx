import {
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useTooltip} from '@site/src/components/Tooltip';
import {chatModel, type ChatMessage, type SuggestedAction} from '@site/src/data/demo';
import {messageToSend, suggestActions} from './schedule';
import Icon from './Icon';
import styles from './styles.module.css';

interface Props {
  messages: readonly ChatMessage[];
  onSend?: (text: string) => void;
  /** A still picture (the hero's): the same look, with no control, log or label of its own. */
  picture: boolean;
  /** Whether new messages are announced: not while the script plays to no one in particular. */
  announce: boolean;
}

function ActionButton({action, onSend}: Pick<Props, 'onSend'> & {action: SuggestedAction}) {
  const {anchor, triggerProps, describedBy, tooltip} = useTooltip<HTMLButtonElement>(
    <>
      {action.hint} Adds “{action.action}” to the chat.
    </>,
  );
  return (
    <li>
      <button
        ref={anchor}
        type="button"
        className={styles.action}
        aria-describedby={describedBy}
        onClick={() => onSend?.(action.action)}
        {...triggerProps}>
        <Icon name={action.icon} className={styles.actionIcon} />
        <span className={styles.actionLabel}>{action.label}</span>
      </button>
      {tooltip}
    </li>
  );
}

/** Right pane: the model label, the conversation (a log), suggested actions and the input. */
function ChatPane({messages, onSend, picture, announce}: Props): ReactNode {
  const actions = useMemo(() => suggestActions(messages), [messages]);
  const inputId = useId();
  const actionsId = useId();
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const actionList = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // When new actions remove the focused one, focus goes to the last left, or the input.
  const focusedAction = useRef<HTMLElement | null>(null);
  const trackFocus = (event: FocusEvent<HTMLUListElement>): void => {
    if (event.type === 'focus') focusedAction.current = event.target;
    // Focus moved on to something else; a removed button blurs with nowhere to go.
    else if (event.relatedTarget) focusedAction.current = null;
  };
  useEffect(() => {
    const lost = focusedAction.current;
    if (!lost || lost.isConnected) return;
    focusedAction.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const buttons = Array.from(actionList.current?.querySelectorAll('button') ?? []);
    (buttons.at(-1) ?? input.current)?.focus();
  }, [actions]);

  // Keep the newest message in view inside the log (never scrolls the page).
  useEffect(() => {
    const element = log.current;
    // A still picture stays as the server drew it.
    if (element && !picture) element.scrollTop = element.scrollHeight;
  }, [messages.length, picture]);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const text = messageToSend(draft);
    if (text === null) return;
    onSend?.(text);
    setDraft('');
    // The send button turns disabled with the draft gone: keep the visitor in the input.
    if (event.currentTarget.contains(document.activeElement)) input.current?.focus();
  };

  return (
    <div className={styles.chatPane}>
      <div className={styles.chatHeader}>
        <span className={styles.paneTitle}>Chat</span>
        <span className={styles.model}>
          <span className={styles.srOnly}>Model </span>
          {chatModel.name}
          <span aria-hidden="true"> · </span>
          <span>temperature {chatModel.temperature}</span>
        </span>
      </div>
      <div
        ref={log}
        role={picture ? undefined : 'log'}
        aria-label={picture ? undefined : 'Chat messages'}
        aria-live={picture ? undefined : announce ? 'polite' : 'off'}
        className={styles.log}
        tabIndex={picture ? undefined : 0}>
        <ul className={styles.messages}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={clsx(styles.message, message.isUser ? styles.fromUser : styles.fromAi)}>
              <span className={styles.messageMeta}>
                {message.isUser ? 'You' : 'Assistant'} · {message.timestamp}
              </span>
              <span className={styles.messageText}>
                {message.content}
                {message.link ? (
                  <>
                    {' '}
                    <Link className={styles.messageLink} href={message.link.href}>
                      {message.link.label}
                      <span className={styles.srOnly}> (opens in a new tab)</span>
                    </Link>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.suggested}>
        <span className={styles.suggestedTitle} id={actionsId}>
          Suggested actions
        </span>
        <ul
          ref={actionList}
          className={styles.actions}
          aria-labelledby={picture ? undefined : actionsId}
          onFocus={picture ? undefined : trackFocus}
          onBlur={picture ? undefined : trackFocus}>
          {/* Keyed by slot: a slot keeps its place (and its focus) while its action changes. */}
          {actions.map((action, slot) =>
            picture ? (
              <li key={slot}>
                <span className={styles.action}>
                  <Icon name={action.icon} className={styles.actionIcon} />
                  <span className={styles.actionLabel}>{action.label}</span>
                </span>
              </li>
            ) : (
              <ActionButton key={slot} action={action} onSend={onSend} />
            ),
          )}
        </ul>
      </div>
      {picture ? (
        <div className={styles.composer}>
          <span className={clsx(styles.input, styles.inputPicture)}>Ask about your context…</span>
          <span className={clsx(styles.send, styles.sendPicture)}>
            <Icon name="send" />
          </span>
        </div>
      ) : (
        <form className={styles.composer} onSubmit={submit}>
          <label htmlFor={inputId} className={styles.srOnly}>
            Type a message
          </label>
          <input
            ref={input}
            id={inputId}
            className={styles.input}
            type="text"
            autoComplete="off"
            placeholder="Ask about your context…"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button
            type="submit"
            className={styles.send}
            aria-label="Send message"
            disabled={messageToSend(draft) === null}>
            <Icon name="send" />
          </button>
        </form>
      )}
    </div>
  );
}

export default memo(ChatPane);
