import { useRef, useState, type TouchEvent } from 'react';

const SWIPE_MIN_PX = 10;
export const RIPPLE_MS = 300;

export type SwipeDirection = 'left' | 'right' | 'up' | 'down';

function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) < SWIPE_MIN_PX && Math.abs(dy) < SWIPE_MIN_PX) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? 'left' : 'right';
  return dy < 0 ? 'up' : 'down';
}

type Ripple = { x: number; y: number; key: number };

/**
 * Touch handlers that report a swipe. A tap (the finger moved under 10 px) is
 * left to the click the browser sends after it: opening something on touchend
 * would let that click land on what just opened (a sheet's backdrop) and close it.
 */
export function useSwipe(handlers: {
  onSwipe: (direction: SwipeDirection) => void;
}) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [ripple, setRipple] = useState<Ripple | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onTouchStart = (event: TouchEvent<HTMLElement>) => {
    const touch = event.touches[0];
    const onControl =
      event.target instanceof Element &&
      event.target.closest('button, a') !== null;
    if (!touch || onControl) {
      start.current = null;
      return;
    }
    start.current = { x: touch.clientX, y: touch.clientY };
    const rect = event.currentTarget.getBoundingClientRect();
    setRipple({
      x: touch.clientX - rect.left,
      y: touch.clientY - rect.top,
      key: Date.now(),
    });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRipple(null), RIPPLE_MS);
  };

  const onTouchEnd = (event: TouchEvent<HTMLElement>) => {
    const touch = event.changedTouches[0];
    const origin = start.current;
    start.current = null;
    if (!origin || !touch) return;
    const direction = swipeDirection(
      touch.clientX - origin.x,
      touch.clientY - origin.y,
    );
    if (direction) handlers.onSwipe(direction);
  };

  // No touchmove handler: the card's `touch-action: pan-y` keeps a sideways
  // swipe from scrolling, where preventDefault in React's passive listener
  // only logged a warning on every swipe and scrolled anyway.
  return { ripple, touchHandlers: { onTouchStart, onTouchEnd } };
}
