import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import {tooltipTiming} from '@site/src/data/demo';
import styles from './styles.module.css';

/** Grace period so the pointer can travel from the trigger onto the tooltip (WCAG 1.4.13). */
const leaveGraceMs = 120;
const gap = 8;

// Shared by every tooltip on the page: the one open (one at a time), and the skip delay.
let lastClosedAt = Number.NEGATIVE_INFINITY;
let openOne: {id: string; close: () => void} | null = null;

/** Puts the tooltip above its anchor (below if there is no room), inside the viewport. */
function place(target: HTMLElement | null, element: HTMLElement | null): void {
  if (!target || !element) return;
  const rect = target.getBoundingClientRect();
  const {offsetWidth: width, offsetHeight: height} = element;
  const above = rect.top - height - gap >= 0;
  const top = above ? rect.top - height - gap : rect.bottom + gap;
  const maxLeft = document.documentElement.clientWidth - width - gap;
  const left = Math.max(gap, Math.min(rect.left + rect.width / 2 - width / 2, maxLeft));
  element.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  element.dataset.placed = 'true';
}

/**
 * A tooltip for `content`: `anchor` is the ref of the element it points at, `triggerProps` go on
 * the one hovered and focused, `describedBy` in its aria-describedby, `tooltip` beside it.
 */
export function useTooltip<T extends HTMLElement>(content: ReactNode) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<T | null>(null);
  const bubble = useRef<HTMLDivElement | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const clearTimer = (): void => window.clearTimeout(timer.current);

  const close = useCallback(() => {
    clearTimer();
    if (openOne?.id !== id) return;
    openOne = null;
    lastClosedAt = performance.now();
    setOpen(false);
  }, [id]);

  const show = useCallback(() => {
    if (openOne?.id !== id) openOne?.close();
    openOne = {id, close};
    setOpen(true);
  }, [id, close]);

  // A tooltip opens on hover or focus after a delay: at once while another is open (in its grace
  // period) or one has just closed. It closes on Escape and stays while hovered.
  const scheduleOpen = (): void => {
    clearTimer();
    const anotherOpen = openOne !== null && openOne.id !== id;
    if (anotherOpen || performance.now() - lastClosedAt < tooltipTiming.skipDelayMs) show();
    else timer.current = window.setTimeout(show, tooltipTiming.delayMs);
  };

  const scheduleClose = (): void => {
    clearTimer();
    timer.current = window.setTimeout(close, leaveGraceMs);
  };

  useLayoutEffect(() => {
    if (!open) return undefined;
    place(anchor.current, bubble.current);
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') close();
    };
    // It is fixed to the viewport, so it follows its anchor when anything scrolls.
    const follow = (): void => place(anchor.current, bubble.current);
    const listeners = new AbortController();
    const {signal} = listeners;
    document.addEventListener('keydown', onKey, {signal});
    window.addEventListener('scroll', follow, {capture: true, passive: true, signal});
    window.addEventListener('resize', follow, {passive: true, signal});
    return () => {
      listeners.abort();
      if (openOne?.id === id) openOne = null;
    };
  }, [open, id, close]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Rendered beside the trigger (never inside it, so it does not join the trigger's name) and
  // positioned against the viewport, so no ancestor's overflow clips it.
  const tooltip = open ? (
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      className={styles.tooltip}
      onPointerEnter={clearTimer}
      onPointerLeave={scheduleClose}>
      {content}
    </div>
  ) : null;

  return {
    anchor,
    triggerProps: {
      onPointerEnter: scheduleOpen,
      onPointerLeave: scheduleClose,
      // Focus events bubble in React: only the trigger's own focus counts.
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) scheduleOpen();
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (event.target === event.currentTarget) close();
      },
    },
    describedBy: open ? id : undefined,
    tooltip,
  };
}
