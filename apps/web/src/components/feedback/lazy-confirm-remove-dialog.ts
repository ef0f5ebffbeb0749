import { preloadable } from '../../lib/preloadable';

/** The remove confirmation, loaded only when something is about to go. */
export const LazyConfirmRemoveDialog = preloadable(() =>
  import('./confirm-remove-dialog').then((m) => ({
    default: m.ConfirmRemoveDialog,
  })),
);
