import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

/** The next idle moment, or the next task where the browser cannot say. */
function onIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * Renders its children once the page's first data has arrived and the browser
 * is idle, then keeps them. The service worker's install downloads every page
 * chunk; started beside the first page, it competes with that page's own
 * requests and rendering.
 */
export function WhenSettled({ children }: { children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  return settled ? children : <AwaitSettled onSettled={setSettled} />;
}

/** Watches the app's loads only until they first settle. */
function AwaitSettled({ onSettled }: { onSettled: (settled: true) => void }) {
  const fetching = useIsFetching();
  useEffect(() => {
    if (fetching > 0) return;
    return onIdle(() => onSettled(true));
  }, [fetching, onSettled]);
  return null;
}
