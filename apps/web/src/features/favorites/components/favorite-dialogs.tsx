import type { Favorite } from '@app/shared/favorites';
import { DialogContentText, TextField } from '@mui/material';
import { useState } from 'react';

import { CollectionEditDialog } from '../../../components/collection/collection-dialogs';

export function EditNotesDialog({
  favorite,
  saving,
  onCancel,
  onSave,
}: {
  favorite: Favorite;
  saving: boolean;
  onCancel: () => void;
  onSave: (notes: string) => void;
}) {
  const [notes, setNotes] = useState(favorite.notes ?? '');
  return (
    <CollectionEditDialog
      titleId="edit-notes-title"
      title="Edit Notes"
      saving={saving}
      onCancel={onCancel}
      onSave={() => onSave(notes)}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {favorite.activity.name}
      </DialogContentText>
      <TextField
        autoFocus
        multiline
        minRows={4}
        fullWidth
        label="My Notes"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </CollectionEditDialog>
  );
}
