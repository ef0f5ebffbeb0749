import { startTransition, useEffect, useState } from 'react';

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
