import { memo, useDeferredValue, type ReactNode } from 'react';

const Rendered = memo(function Rendered({ children }: { children: ReactNode }) {
  return children;
});

/**
 * Draws its children one step behind, in a render React can interrupt.
 *
 * Query results reach components through useSyncExternalStore, which React
 * renders in one blocking pass. Behind this boundary that pass re-renders only
 * the component holding the query; the new content follows in a background
 * render that yields to the browser every few milliseconds, so a page filling
 * in with data stays responsive to taps.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return <Rendered>{useDeferredValue(children)}</Rendered>;
}
