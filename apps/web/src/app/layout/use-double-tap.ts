import { useCallback, useRef } from 'react';

const DOUBLE_TAP_MS = 300;

/** Calls `onDoubleTap` when the same key is tapped twice within 300 ms. */
export function useDoubleTap(onDoubleTap: () => void, now = () => Date.now()) {
  const last = useRef<{ key: string; at: number } | null>(null);
  return useCallback(
    (key: string) => {
      const at = now();
      const prev = last.current;
      if (prev && prev.key === key && at - prev.at <= DOUBLE_TAP_MS) {
        last.current = null;
        onDoubleTap();
        return;
      }
      last.current = { key, at };
    },
    [onDoubleTap, now],
  );
}
