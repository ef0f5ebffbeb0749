import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import type { Feedback } from '../feedback/feedback-snackbar';

import type { CollectionRemoval } from './collection-page';

/**
 * Marks a card's remove button, so that when its card leaves the list the
 * next card's remove button can take the focus (spread it on the button).
 */
export const REMOVE_BUTTON_PROPS = { 'data-collection-remove': '' } as const;
const REMOVE_BUTTON = '[data-collection-remove]';

/**
 * Where focus goes once the card holding `opener` is removed: the remove
 * button of the card after it, else of the card before it; null when the
 * card was the last one (or `opener` is in no card).
 */
function neighbourRemoveButton(opener: Element | null): HTMLElement | null {
  const card = opener?.closest('article');
  if (!card) return null;
  const cards = Array.from(
    (card.closest('main') ?? document).querySelectorAll('article'),
  ).filter((c) => c.querySelector(REMOVE_BUTTON));
  const at = cards.indexOf(card);
  const neighbour = at < 0 ? undefined : (cards[at + 1] ?? cards[at - 1]);
  return neighbour?.querySelector<HTMLElement>(REMOVE_BUTTON) ?? null;
}

/**
 * The state a collection page keeps beside its list: the item being edited,
 * the one awaiting removal and the toast after a change. `remove` deletes
 * the item the confirmation names, by the key `removeKey` gives; `removed`
 * and `removeFailed` are its toasts. Spread `pageProps` on CollectionPage.
 *
 * The button that asked for a removal leaves the page with its card, and
 * the dialog would hand focus back to it; focus goes instead to the next
 * card's remove button (REMOVE_BUTTON_PROPS), or to the page's heading when
 * no card is left.
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
  const [removing, setRemovingItem] = useState<T | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** What had focus when the removal was asked for (the card's button). */
  const opener = useRef<Element | null>(null);
  /** Set once a removal succeeds: focus moves when its dialog has closed. */
  const focusAfterRemoval = useRef<HTMLElement | null | undefined>(undefined);

  const setRemoving = (item: T | null) => {
    if (item) opener.current = document.activeElement;
    setRemovingItem(item);
  };

  const handleRemove = (item: T) => {
    // Found now, while the removed card is still in the page.
    const next = neighbourRemoveButton(opener.current);
    remove.mutate(removeKey(item), {
      onSuccess: () => {
        focusAfterRemoval.current = next;
        setFeedback({ message: removed, severity: 'success' });
      },
      onError: () => setFeedback({ message: removeFailed, severity: 'error' }),
      onSettled: () => setRemovingItem(null),
    });
  };

  // After the dialog's own cleanup, which hands focus back to its opener.
  useEffect(() => {
    if (removing || focusAfterRemoval.current === undefined) return;
    const next = focusAfterRemoval.current;
    focusAfterRemoval.current = undefined;
    (next?.isConnected ? next : headingRef.current)?.focus();
  }, [removing]);

  const removal: CollectionRemoval = {
    item: removing,
    pending: remove.isPending,
    onCancel: () => setRemovingItem(null),
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
      headingRef,
    },
  };
}
