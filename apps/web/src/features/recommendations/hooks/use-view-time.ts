import {
  MIN_VIEW_TIME_SECONDS,
  VIEW_VISIBILITY_THRESHOLD,
} from '@app/shared/recommendations';
import { useEffect, useRef } from 'react';

/**
 * Measures how long an element stays at least half visible and calls
 * `onView(seconds)` when a visible stretch of 3 s or more ends (scrolled
 * away, tab hidden or unmounted). Shorter glances are not reported.
 */
export function useViewTime<T extends Element>(
  onView: (seconds: number) => void,
) {
  const ref = useRef<T | null>(null);
  const report = useRef(onView);
  report.current = onView;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let since: number | null = null;
    let inView = false;
    const finish = () => {
      if (since === null) return;
      const seconds = (performance.now() - since) / 1000;
      since = null;
      if (seconds >= MIN_VIEW_TIME_SECONDS) {
        report.current(Math.round(seconds * 10) / 10);
      }
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        inView =
          !!entry?.isIntersecting &&
          entry.intersectionRatio >= VIEW_VISIBILITY_THRESHOLD;
        if (inView && since === null && !document.hidden) {
          since = performance.now();
        } else if (!inView) finish();
      },
      { threshold: [VIEW_VISIBILITY_THRESHOLD] },
    );
    const onVisibility = () => {
      if (document.hidden) finish();
      else if (inView && since === null) since = performance.now();
    };
    observer.observe(element);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      finish();
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return ref;
}
