import { useDrawnCount } from './use-drawn-count';
import { useNearViewport } from './use-near-viewport';

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
