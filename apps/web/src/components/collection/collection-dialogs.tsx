import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import type { ReactNode } from 'react';

import { ConfirmRemoveDialog } from '../feedback/confirm-remove-dialog';

/** The form for one saved item's details (`children`), with Cancel and Save. */
export function CollectionEditDialog({
  titleId,
  title,
  saving,
  onCancel,
  onSave,
  children,
}: {
  titleId: string;
  title: string;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={saving} onClick={onSave}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What a collection calls itself in the removal confirmation. */
export type CollectionNames = {
  /** For the dialog's id, e.g. `favorite`. */
  id: string;
  /** For the title, e.g. `Favorites`. */
  title: string;
  /** For the sentence, e.g. `your favorites`. */
  phrase: string;
};

/** The confirmation before an activity leaves the collection. */
export function RemoveFromCollectionDialog({
  names,
  activityName,
  removing,
  onCancel,
  onConfirm,
}: {
  names: CollectionNames;
  activityName: string;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmRemoveDialog
      titleId={`remove-${names.id}-title`}
      title={`Remove from ${names.title}?`}
      removing={removing}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {activityName} will be removed from {names.phrase}.
    </ConfirmRemoveDialog>
  );
}
