import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** Each notice closes on its own after this long (unless paused by hover or focus). */
const TOAST_DURATION_MS = 4000;
/** At most this many notices are visible; a new one pushes out the oldest. */
const TOAST_LIMIT = 3;

interface ToastInput {
  /** Names the notice: showing the same notice again restarts it instead of stacking a copy. */
  key: string;
  message: string;
  /** A link to an external URL, which opens in a new tab. */
  action?: {label: string; href: string};
}
/** `origin` had focus when the notice opened; it gets focus back when the visitor closes it. */
type ToastItem = ToastInput & {id: number; origin: HTMLElement | null};
type Notify = (input: ToastInput) => void;

const ToastContext = createContext<Notify | null>(null);

/** Shows short notices: a function that takes the notice, from the nearest ToastProvider. */
export function useToast(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast() needs a <ToastProvider> above it');
  return notify;
}

/** The site's one notification mechanism: owns the queue and renders the live region. */
export function ToastProvider({children}: {children: ReactNode}): ReactNode {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const notify = useCallback<Notify>((input) => {
    nextId.current += 1;
    const {activeElement} = document;
    const origin = activeElement instanceof HTMLElement ? activeElement : null;
    const toast = {...input, id: nextId.current, origin};
    // At the end, an earlier copy of the same notice dropped.
    setToasts((list) =>
      [...list.filter((item) => item.key !== input.key), toast].slice(-TOAST_LIMIT),
    );
  }, []);

  const close = useCallback(({id, origin}: ToastItem, returnFocus: boolean) => {
    if (returnFocus && origin?.isConnected) origin.focus();
    setToasts((list) => list.filter((item) => item.id !== id));
  }, []);

  // For the keyboard a notice sits right after the control that raised it: Tab enters it, and
  // Shift+Tab or Tab out of it goes back around that control (WCAG 2.4.3).
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (toasts.length === 0) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = tabTarget(event.shiftKey, toasts, region.current);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toasts]);

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <section ref={region} aria-label="Notifications" className={styles.viewport}>
        <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onClose={close} />
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}

type ToastProps = {toast: ToastItem; onClose: (toast: ToastItem, returnFocus: boolean) => void};

function Toast({toast, onClose}: ToastProps): ReactNode {
  // Paused while the pointer or keyboard focus is on it, so nobody loses a notice mid-read.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => onClose(toast, false), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, toast, onClose]);

  return (
    // The handlers only pause the timer and add Escape; the controls inside are real ones.
    <li
      className={styles.toast}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(toast, true);
      }}>
      <p className={styles.message}>{toast.message}</p>
      {toast.action && (
        <Link className={styles.action} href={toast.action.href}>
          {toast.action.label}
        </Link>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss notification"
        onClick={() => onClose(toast, true)}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" fill="none" />
        </svg>
      </button>
    </li>
  );
}

const tabbableSelector =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

/** The elements Tab visits, in document order (positive tabindex is not used on this site). */
function tabStops(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/** Where Tab goes instead of the browser's next stop, or null to leave it to the browser. */
function tabTarget(
  backwards: boolean,
  toasts: readonly ToastItem[],
  region: HTMLElement | null,
): HTMLElement | null {
  if (!region) return null;
  const active = document.activeElement as HTMLElement;
  // The list's own items (not a list inside a notice), oldest first as `toasts` is.
  const notices = Array.from(
    region.querySelectorAll<HTMLElement>(':scope > ol > li'),
    (item, index) => ({
      origin: toasts[index]?.origin,
      controls: tabStops(item),
    }),
  );
  // Newest first: the notice the visitor just raised.
  const raised = [...notices]
    .reverse()
    .find(({origin, controls}) => origin === active && controls[0]);
  if (!backwards && raised) return raised.controls[0] ?? null;
  for (const {origin, controls} of notices) {
    if (!origin?.isConnected || !controls.includes(active)) continue;
    if (backwards && active === controls[0]) return origin;
    if (!backwards && active === controls.at(-1)) {
      const order = tabStops(document).filter((element) => !region.contains(element));
      const index = order.indexOf(origin);
      return index < 0 ? null : (order[index + 1] ?? null);
    }
  }
  return null;
}
