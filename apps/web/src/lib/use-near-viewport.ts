import { useCallback, useState } from 'react';

/** How far below the screen still counts as near: one screen height. */
const AHEAD = '0px 0px 100% 0px';

/**
 * Whether the element given to `ref` is on screen or within one screen
 * height below it: `null` until the browser has said, and always `true`
 * where there is no IntersectionObserver.
 */
export function useNearViewport(): [
  ref: (element: Element | null) => (() => void) | undefined,
  isNear: boolean | null,
] {
  const [isNear, setNear] = useState<boolean | null>(
    typeof IntersectionObserver === 'undefined' ? true : null,
  );
  const ref = useCallback((element: Element | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.at(-1)!.isIntersecting),
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, isNear];
}
