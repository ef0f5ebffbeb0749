import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

/** A page whose loads never pause still settles after this long. */
const SETTLE_AT_MOST_MS = 5000;

let settled = false;
const listeners = new Set<() => void>();
/** One watcher for the whole app, however many components ask. */
let stopWatching: (() => void) | null = null;

function markSettled() {
  if (settled) return;
  settled = true;
  stopWatching?.();
  stopWatching = null;
  // Each waiting part (the update prompt, the badge counts, the notification
  // stream) renders and starts its requests in a task of its own: told at
  // once, they rendered in one task of about 14 ms on a desktop core.
  for (const listener of listeners) {
    setTimeout(() => {
      if (listeners.has(listener)) listener();
    }, 0);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The next idle moment, or the next task where the browser cannot say. */
function onIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/** Settles at the first idle moment with no query loading. */
function watch(queryClient: QueryClient): () => void {
  let cancelIdle = () => {};
  const check = () => {
    cancelIdle();
    cancelIdle =
      queryClient.isFetching() === 0 ? onIdle(markSettled) : () => {};
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  const cap = setTimeout(markSettled, SETTLE_AT_MOST_MS);
  check();
  return () => {
    unsubscribe();
    cancelIdle();
    clearTimeout(cap);
  };
}

/**
 * Whether the first page's data has arrived and the browser has been idle
 * since; once true it stays true for the app's life. Work the page does not
 * need (badge counts, the push stream, the service worker) waits for it, so
 * it neither competes with the page's own requests nor lengthens the tasks
 * that draw it.
 */
export function useSettled(): boolean {
  const queryClient = useQueryClient();
  const isSettled = useSyncExternalStore(subscribe, () => settled);
  useEffect(() => {
    if (!isSettled && !stopWatching) stopWatching = watch(queryClient);
  }, [isSettled, queryClient]);
  return isSettled;
}

/**
 * Renders its children once the app has settled (see `useSettled`), then
 * keeps them. The service worker's install downloads every page chunk;
 * started beside the first page, it competes with that page's own requests
 * and rendering.
 */
export function WhenSettled({ children }: { children: ReactNode }) {
  return useSettled() ? children : null;
}

/** For tests: the next app starts unsettled, with no watcher left over. */
export function resetSettled() {
  stopWatching?.();
  stopWatching = null;
  settled = false;
}
