import { lazy, type ComponentType } from 'react';

/**
 * A lazy component whose code can start loading before it first renders: a
 * page starts it beside the request for the data it shows, so neither waits
 * for the other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound, so props stay typed
export function preloadable<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
) {
  // A failed preload is left to the render, which retries and shows the error.
  const preload = () => void load().catch(() => undefined);
  return Object.assign(lazy(load), { preload });
}
