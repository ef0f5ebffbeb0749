import type { SxProps, Theme } from '@mui/material';
import { useLayoutEffect, useSyncExternalStore } from 'react';

import { PHONE_FAB_BOTTOM } from './phone-bottom-bar';

/**
 * Where a page's floating button sits: bottom right on larger screens; on a
 * phone bottom left above the bottom bar, clear of the bar's speed dial,
 * which holds the bottom right corner there. Such a button says what it does
 * in words: an icon alone beside the dial's '+' looked like a second dial.
 */
export const pageFabSx: SxProps<Theme> = {
  position: 'fixed',
  bottom: { xs: PHONE_FAB_BOTTOM, sm: 24 },
  left: { xs: 16, sm: 'auto' },
  right: { xs: 'auto', sm: 24 },
};

let pagesHidingQuickActions = 0;
const listeners = new Set<() => void>();

function changeHiding(by: 1 | -1) {
  pagesHidingQuickActions += by;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * While a page using this is shown, the bottom bar's speed dial steps aside:
 * on a page whose floating button is its main action (the feed's Share), so a
 * phone shows one floating '+' rather than two; and on pages of activity
 * cards (Browse, Favorites, Bucket List, search results), whose save buttons
 * sit in the corner the dial holds, where a tap meant for a card opened the
 * dial. Before paint, so the dial does not flash on arrival.
 */
export function useHideQuickActions() {
  useLayoutEffect(() => {
    changeHiding(1);
    return () => changeHiding(-1);
  }, []);
}

/** Whether a page now shown has asked the speed dial to step aside. */
export function useQuickActionsHidden(): boolean {
  return useSyncExternalStore(subscribe, () => pagesHidingQuickActions > 0);
}
