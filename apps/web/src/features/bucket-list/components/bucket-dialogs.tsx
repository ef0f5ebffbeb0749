import {
  BUCKET_PRIORITIES,
  SEASONS,
  type BucketItem,
  type BucketPriority,
  type Season,
  type UpdateBucketItemInput,
} from '@app/shared/bucket-list';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';

import { ConfirmRemoveDialog } from '../../../components/feedback/confirm-remove-dialog';

import { PRIORITY_LABELS, SEASON_LABELS } from './bucket-filter';

export function EditBucketItemDialog({
  item,
  saving,
  onCancel,
  onSave,
}: {
  item: BucketItem;
  saving: boolean;
  onCancel: () => void;
  onSave: (changes: UpdateBucketItemInput) => void;
}) {
  const [priority, setPriority] = useState<BucketPriority>(item.priority);
  const [season, setSeason] = useState<Season | 'anytime'>(
    item.target_season ?? 'anytime',
  );
  const [notes, setNotes] = useState(item.notes ?? '');
  const [completed, setCompleted] = useState(item.completed);

  const handleSave = () =>
    onSave({
      priority,
      target_season: season === 'anytime' ? null : season,
      notes,
      completed,
    });

  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="edit-bucket-title"
    >
      <DialogTitle id="edit-bucket-title">
        Edit {item.activity.name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 2 }}>
          <FormControl fullWidth>
            <InputLabel id="bucket-priority-label">Priority</InputLabel>
            <Select
              labelId="bucket-priority-label"
              label="Priority"
              value={priority}
              onChange={(e) => setPriority(e.target.value as BucketPriority)}
            >
              {BUCKET_PRIORITIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {PRIORITY_LABELS[p]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl fullWidth>
            <InputLabel id="bucket-season-label">Target Season</InputLabel>
            <Select
              labelId="bucket-season-label"
              label="Target Season"
              value={season}
              onChange={(e) => setSeason(e.target.value as Season | 'anytime')}
            >
              <MenuItem value="anytime">Anytime</MenuItem>
              {SEASONS.map((s) => (
                <MenuItem key={s} value={s}>
                  {SEASON_LABELS[s]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <TextField
            label="Notes"
            multiline
            minRows={3}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={completed}
                onChange={(e) => setCompleted(e.target.checked)}
              />
            }
            label="Mark as completed"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={saving} onClick={handleSave}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RemoveBucketItemDialog({
  item,
  removing,
  onCancel,
  onConfirm,
}: {
  item: BucketItem;
  removing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmRemoveDialog
      titleId="remove-bucket-title"
      title="Remove from Bucket List?"
      removing={removing}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {item.activity.name} will be removed from your bucket list.
    </ConfirmRemoveDialog>
  );
}
