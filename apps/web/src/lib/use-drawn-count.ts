import { startTransition, useEffect, useState } from 'react';

import { useNearViewport } from './use-near-viewport';

/**
 * How many of `total` items to draw: `first` at first (`step` unless given),
 * then `step` more after each commit until all are in, or while
 * `keepDrawing` holds. Each step is its own background render and commit, so
 * a long list never reaches the page in one long task.
 */
export function useDrawnCount(
  total: number,
  step: number,
  first = step,
  keepDrawing = true,
): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (keepDrawing && drawn < total)
      startTransition(() => setDrawn(drawn + step));
  }, [drawn, total, step, keepDrawing]);
  return Math.min(drawn, total);
}

/**
 * A long grid drawn `step` items per background render, and only while the
 * element given to `marker` (placed under the grid) is on screen or within
 * one screen below it; scrolling or tabbing to the last drawn item brings it
 * near again. `busy` (for `aria-busy`) holds while items are being drawn
 * toward the screen, not while the grid waits for a scroll.
 */
export function useDrawnNearView(total: number, step: number) {
  const [marker, isNear] = useNearViewport();
  const drawn = useDrawnCount(total, step, step, isNear === true);
  return { marker, drawn, busy: isNear !== false && drawn < total };
}
