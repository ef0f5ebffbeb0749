import type { Favorite } from '@app/shared/favorites';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';

import { ConfirmRemoveDialog } from '../../../components/feedback/confirm-remove-dialog';

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
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="edit-notes-title"
    >
      <DialogTitle id="edit-notes-title">Edit Notes</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => onSave(notes)}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RemoveFavoriteDialog({
  favorite,
  removing,
  onCancel,
  onConfirm,
}: {
  favorite: Favorite;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmRemoveDialog
      titleId="remove-favorite-title"
      title="Remove from Favorites?"
      removing={removing}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {favorite.activity.name} will be removed from your favorites.
    </ConfirmRemoveDialog>
  );
}
