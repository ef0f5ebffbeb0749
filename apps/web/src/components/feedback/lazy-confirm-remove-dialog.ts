import { lazy } from 'react';

/** The remove confirmation, loaded only when something is about to go. */
export const LazyConfirmRemoveDialog = lazy(() =>
  import('./confirm-remove-dialog').then((m) => ({
    default: m.ConfirmRemoveDialog,
  })),
);
