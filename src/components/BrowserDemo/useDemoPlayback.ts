import {useEffect, useMemo, useRef, useState, type RefObject} from 'react';
import {frameAt, nextChangeAfter, type Motion} from './schedule';

/** Share of the demo that must be on screen for it to play. */
const visibleShare = 0.2;

/**
 * Drives the schedule, one timer for the next change. Time advances only while the demo is on
 * screen in a visible tab, not paused (WCAG 2.2.2; reduced motion starts paused) and not `held`.
 */
export function useDemoPlayback(target: RefObject<HTMLElement | null>, held = false) {
  const [time, setTime] = useState(0);
  const [motion, setMotion] = useState<Motion>('full');
  const [paused, setPaused] = useState(false);
  const [inView, setInView] = useState(false);
  const [tabVisible, setTabVisible] = useState(true);
  const [started, setStarted] = useState(false);
  // Measured, not counted (`base` plus the time since `since`): a late timer never drifts it.
  const base = useRef(0);

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

  const playing = inView && tabVisible && !paused && !held;

  useEffect(() => {
    if (!playing) return undefined;
    const since = performance.now();
    const position = (): number => base.current + performance.now() - since;
    let timer = 0;
    const schedule = (from: number): void => {
      timer = window.setTimeout(tick, nextChangeAfter(from, motion) - from);
    };
    const tick = (): void => {
      const now = position();
      setTime(now);
      schedule(now);
    };
    schedule(base.current);
    return () => {
      window.clearTimeout(timer);
      base.current = position();
    };
  }, [playing, motion]);

  // Play must visibly play: off screen the demo would stay still, so bring it into view first.
  const playOrPause = (): void => {
    if (paused && !inView) {
      target.current?.scrollIntoView({
        block: 'start',
        behavior: motion === 'full' ? 'smooth' : 'auto',
      });
    }
    setPaused(!paused);
  };
  const frame = useMemo(() => frameAt(time, motion), [time, motion]);

  return {frame, motion, paused, playing, started, playOrPause};
}
