import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;

/**
 * Replaces IntersectionObserver with one the test drives: returns each
 * observer's callback and options, in the order they were made. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  const observers: { report: Report; options?: IntersectionObserverInit }[] =
    [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(report: Report, options?: IntersectionObserverInit) {
        observers.push({ report, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

/**
 * Waits for the one observer a grid drawn near the view makes (see
 * `useDrawnNearView`) and checks it looks a screen ahead; returns a way to
 * say whether its marker is near.
 */
export async function nearViewMarker(
  observers: ReturnType<typeof stubIntersectionObserver>,
) {
  await waitFor(() => expect(observers).toHaveLength(1));
  const [marker] = observers;
  expect(marker!.options?.rootMargin).toBe('0px 0px 100% 0px');
  return (isIntersecting: boolean) =>
    act(() => marker!.report([{ isIntersecting }]));
}
