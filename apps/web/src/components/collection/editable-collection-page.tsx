import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LazyDialog } from '../lazy-dialog';

import { CollectionPage, type CollectionTexts } from './collection-page';
import { useCollectionPage } from './use-collection-page';

/** What the cards and the editor of an editable collection may do. */
export type CollectionActions<T, Vars, Saved> = {
  /** Opens the editor on an item; null closes it. */
  edit: (item: T | null) => void;
  /** Asks to confirm the item's removal. */
  remove: (item: T) => void;
  /**
   * Saves a change: on success the editor closes, `onSaved` hears of the
   * saved item and the toast says so; a failure only says so.
   */
  save: (vars: Vars, onSaved?: (saved: Saved) => void) => void;
};

type Props<T extends { activity: { name: string } }, Vars, Saved> = {
  icon: ReactNode;
  title: string;
  query: UseQueryResult<T[]>;
  texts: CollectionTexts;
  usageMeter?: ReactNode;
  /** The removal, as useCollectionPage takes it. */
  removal: Parameters<typeof useCollectionPage<T>>[0];
  update: UseMutationResult<Saved, Error, Vars>;
  /** The toasts after a save and after a failed one. */
  saveTexts: { saved: string; failed: string };
  renderItems: (
    items: T[],
    actions: CollectionActions<T, Vars, Saved>,
  ) => ReactNode;
  /** The editor, lazily loaded, drawn while an item is being edited. */
  renderEditor: (
    item: T,
    actions: CollectionActions<T, Vars, Saved>,
  ) => ReactNode;
};

/**
 * A collection page whose items are edited in a dialog and removed after a
 * confirmation (favorites, the bucket list): the page's state from
 * useCollectionPage, its frame, and the editor while one is open.
 */
export function EditableCollectionPage<
  T extends { activity: { name: string } },
  Vars,
  Saved,
>({
  removal,
  update,
  saveTexts,
  renderItems,
  renderEditor,
  ...frame
}: Props<T, Vars, Saved>) {
  const { editing, setEditing, setRemoving, setFeedback, pageProps } =
    useCollectionPage(removal);
  const actions: CollectionActions<T, Vars, Saved> = {
    edit: setEditing,
    remove: setRemoving,
    save: (vars, onSaved) =>
      update.mutate(vars, {
        onSuccess: (saved) => {
          setEditing(null);
          onSaved?.(saved);
          setFeedback({ message: saveTexts.saved, severity: 'success' });
        },
        onError: () =>
          setFeedback({ message: saveTexts.failed, severity: 'error' }),
      }),
  };

  return (
    <CollectionPage
      {...frame}
      renderItems={(items) => renderItems(items, actions)}
      {...pageProps}
    >
      {editing && <LazyDialog>{renderEditor(editing, actions)}</LazyDialog>}
    </CollectionPage>
  );
}
