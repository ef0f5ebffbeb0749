import type { ScheduledActivity } from '@app/shared/finalized-plans';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';

/** One scheduled activity in Edit Plan: date within the plan, time, notes, remove. */
export function ScheduledItemEditor({
  item,
  days,
  busy,
  onSave,
  onRemove,
}: {
  item: ScheduledActivity;
  days: string[];
  busy: boolean;
  onSave: (date: string, time: string, notes: string) => void;
  onRemove: () => void;
}) {
  const [date, setDate] = useState(item.planned_date);
  const [time, setTime] = useState(item.planned_time ?? '');
  const [notes, setNotes] = useState(item.notes ?? '');
  const dirty =
    date !== item.planned_date ||
    time !== (item.planned_time ?? '') ||
    notes !== (item.notes ?? '');
  const name = item.activity.name;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography component="legend" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <IconButton
          aria-label={`Remove ${name}`}
          onClick={onRemove}
          disabled={busy}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          label="Date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          sx={{ minWidth: 160 }}
          slotProps={{ htmlInput: { 'aria-label': `Date for ${name}` } }}
        >
          {days.map((d) => (
            <MenuItem key={d} value={d}>
              {d}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Time"
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': `Time for ${name}` },
          }}
        />
        <TextField
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          fullWidth
          slotProps={{
            htmlInput: { 'aria-label': `Notes for ${name}`, maxLength: 2000 },
          }}
        />
        <Button
          onClick={() => onSave(date, time, notes)}
          disabled={!dirty || busy}
        >
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
