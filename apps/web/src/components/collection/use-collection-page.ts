import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

import type { Feedback } from '../feedback/feedback-snackbar';

import type { CollectionRemoval } from './collection-page';

/**
 * The state a collection page keeps beside its list: the item being edited,
 * the one awaiting removal and the toast after a change. `remove` deletes
 * the item the confirmation names, by the key `removeKey` gives; `removed`
 * and `removeFailed` are its toasts. Spread `pageProps` on CollectionPage.
 */
export function useCollectionPage<T extends { activity: { name: string } }>({
  remove,
  removeKey,
  removed,
  removeFailed,
}: {
  remove: UseMutationResult<unknown, Error, number>;
  removeKey: (item: T) => number;
  removed: string;
  removeFailed: string;
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const handleRemove = (item: T) =>
    remove.mutate(removeKey(item), {
      onSuccess: () => setFeedback({ message: removed, severity: 'success' }),
      onError: () => setFeedback({ message: removeFailed, severity: 'error' }),
      onSettled: () => setRemoving(null),
    });

  const removal: CollectionRemoval = {
    item: removing,
    pending: remove.isPending,
    onCancel: () => setRemoving(null),
    onConfirm: () => removing && handleRemove(removing),
  };

  return {
    editing,
    setEditing,
    setRemoving,
    setFeedback,
    pageProps: {
      removal,
      feedback,
      onFeedbackClose: () => setFeedback(null),
    },
  };
}
