import type { Activity } from '@app/shared/activity';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';

import type { FinalizeRow } from '../hooks/finalize-payload';

type Props = {
  open: boolean;
  activities: Activity[];
  days: string[];
  rows: Record<number, FinalizeRow>;
  onRowChange: (id: number, row: FinalizeRow) => void;
  isSaving: boolean;
  success: string | null;
  onCancel: () => void;
  onSubmit: (title: string, description: string) => void;
};

export function FinalizeDialog(props: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const canSubmit =
    props.activities.length > 0 && !props.isSaving && !props.success;

  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="finalize-title"
    >
      <DialogTitle id="finalize-title">Finalize Your Plan</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {props.success && <Alert severity="success">{props.success}</Alert>}
          <TextField
            label="Plan Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            fullWidth
          />
          <TextField
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            fullWidth
            multiline
            minRows={2}
          />
          <Divider />
          {props.activities.map((activity) => {
            const row = props.rows[activity.id] ?? {
              date: props.days[0] ?? '',
              time: '',
              notes: '',
            };
            const update = (patch: Partial<FinalizeRow>) =>
              props.onRowChange(activity.id, { ...row, ...patch });
            return (
              <Stack
                key={activity.id}
                spacing={1}
                component="fieldset"
                sx={{ border: 0, p: 0, m: 0 }}
                aria-label={activity.name}
              >
                <Typography component="legend" sx={{ fontWeight: 600 }}>
                  {activity.name}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField
                    select
                    label="Date"
                    value={row.date}
                    onChange={(e) => update({ date: e.target.value })}
                    sx={{ minWidth: 170 }}
                    slotProps={{
                      htmlInput: { 'aria-label': `Date for ${activity.name}` },
                    }}
                  >
                    {props.days.map((day) => (
                      <MenuItem key={day} value={day}>
                        {day}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    label="Time"
                    type="time"
                    value={row.time}
                    onChange={(e) => update({ time: e.target.value })}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { 'aria-label': `Time for ${activity.name}` },
                    }}
                  />
                  <TextField
                    label="Notes"
                    placeholder="Add any notes for this activity..."
                    value={row.notes}
                    onChange={(e) => update({ notes: e.target.value })}
                    fullWidth
                    slotProps={{
                      htmlInput: {
                        'aria-label': `Notes for ${activity.name}`,
                        maxLength: 2000,
                      },
                    }}
                  />
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.isSaving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!canSubmit}
          onClick={() => props.onSubmit(title, description)}
        >
          {props.isSaving ? 'Finalizing...' : 'Finalize Plan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
