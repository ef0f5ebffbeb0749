import {
  BUCKET_PRIORITIES,
  SEASONS,
  type BucketItem,
  type BucketPriority,
  type Season,
  type UpdateBucketItemInput,
} from '@app/shared/bucket-list';
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';

import { CollectionEditDialog } from '../../../components/collection/collection-dialogs';
import { LabelledSelect } from '../../../components/forms/labelled-select';

import { PRIORITY_LABELS, SEASON_LABELS } from './bucket-filter';

const PRIORITY_OPTIONS = BUCKET_PRIORITIES.map((p) => ({
  value: p,
  label: PRIORITY_LABELS[p],
}));

const SEASON_OPTIONS: { value: Season | 'anytime'; label: string }[] = [
  { value: 'anytime', label: 'Anytime' },
  ...SEASONS.map((s) => ({ value: s, label: SEASON_LABELS[s] })),
];

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
    <CollectionEditDialog
      titleId="edit-bucket-title"
      title={`Edit ${item.activity.name}`}
      saving={saving}
      onCancel={onCancel}
      onSave={handleSave}
    >
      <Stack spacing={3} sx={{ pt: 2 }}>
        <LabelledSelect
          id="bucket-priority-label"
          label="Priority"
          value={priority}
          options={PRIORITY_OPTIONS}
          onChange={setPriority}
          fullWidth
        />
        <LabelledSelect
          id="bucket-season-label"
          label="Target Season"
          value={season}
          options={SEASON_OPTIONS}
          onChange={setSeason}
          fullWidth
        />
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
    </CollectionEditDialog>
  );
}
