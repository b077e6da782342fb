import {useCallback, useEffect, useMemo, useRef, useState, type RefObject} from 'react';
import {frameAt, nextChangeAfter, type DemoFrame, type Motion} from './schedule';

export interface DemoPlayback {
  frame: DemoFrame;
  motion: Motion;
  /** The visitor's pause (WCAG 2.2.2); reduced motion starts paused. */
  paused: boolean;
  /** Time is advancing right now: in view, tab visible, not paused. */
  playing: boolean;
  /** The demo has been on screen (its entrance animation may run). */
  started: boolean;
  togglePaused: () => void;
}

/** Share of the demo that must be on screen for it to play. */
const visibleShare = 0.2;

/**
 * Drives the schedule: one timer for the next change, one state update per change. Playback
 * time advances only while the demo is on screen in a visible tab and not paused, so it starts
 * when scrolled into view and resumes where it stopped.
 */
export function useDemoPlayback(target: RefObject<HTMLElement | null>): DemoPlayback {
  const [time, setTime] = useState(0);
  const [motion, setMotion] = useState<Motion>('full');
  const [paused, setPaused] = useState(false);
  const [inView, setInView] = useState(false);
  const [tabVisible, setTabVisible] = useState(true);
  const [started, setStarted] = useState(false);
  // Playback time already spent towards the next change when the last timer was cancelled.
  const carried = useRef(0);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const apply = (): void => {
      setMotion(query.matches ? 'reduced' : 'full');
      // Reduced motion shows everything still; it moves only if the visitor presses play.
      if (query.matches) setPaused(true);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= visibleShare;
        setInView(visible);
        if (visible) setStarted(true);
      },
      {threshold: [0, visibleShare]},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  useEffect(() => {
    const update = (): void => setTabVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  const playing = inView && tabVisible && !paused;

  useEffect(() => {
    if (!playing) return undefined;
    const next = nextChangeAfter(time, motion);
    const since = performance.now();
    let fired = false;
    const timer = window.setTimeout(
      () => {
        fired = true;
        carried.current = 0;
        setTime(next);
      },
      Math.max(0, next - time - carried.current),
    );
    return () => {
      window.clearTimeout(timer);
      if (!fired) carried.current += performance.now() - since;
    };
  }, [playing, time, motion]);

  const togglePaused = useCallback(() => setPaused((value) => !value), []);
  const frame = useMemo(() => frameAt(time, motion), [time, motion]);

  return {frame, motion, paused, playing, started, togglePaused};
}
