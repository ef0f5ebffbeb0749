import { vi } from 'vitest';

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
