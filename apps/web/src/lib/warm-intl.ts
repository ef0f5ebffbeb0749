/**
 * The page's first date format loads the browser's locale and time-zone
 * data: 12-25 ms on a desktop core, a long task on a phone. That data is
 * shared by the page's threads, so a worker loads it while the main thread
 * goes on; the page's first formatter then takes under 1 ms. A prerendered
 * page (the landing page) has painted before the app's code runs and formats
 * no dates, so there the worker would only compete for the CPU; where there
 * are no workers (tests), nothing is warmed. Returns whether it started.
 */
export function warmIntl(root: Element): boolean {
  if (root.hasChildNodes() || typeof Worker === 'undefined') return false;
  new Worker(new URL('./warm-intl.worker.ts', import.meta.url), {
    type: 'module',
  });
  return true;
}
