import type { ReactNode } from 'react';

import { useSettled } from '../../lib/use-settled';

/**
 * Renders its children once the page's first data has arrived and the browser
 * is idle, then keeps them. The service worker's install downloads every page
 * chunk; started beside the first page, it competes with that page's own
 * requests and rendering.
 */
export function WhenSettled({ children }: { children: ReactNode }) {
  return useSettled() ? children : null;
}
