import type { ScheduleRowForm } from '@app/shared/finalized-plans';
import { readableDay } from '@app/shared/plan-rules';
import { Box, MenuItem, TextField } from '@mui/material';
import type { FieldError } from 'react-hook-form';

type RowErrors = Partial<Record<keyof ScheduleRowForm, FieldError>>;

type Props = {
  /** The activity's name, used in each field's accessible name. */
  name: string;
  days: readonly string[];
  value: ScheduleRowForm;
  onChange: (row: ScheduleRowForm) => void;
  errors?: RowErrors;
};

/**
 * Date, time and notes of one scheduled activity (Finalize and Edit Plan).
 * A grid with minimum widths keeps the whole time ('08:00 AM') visible at
 * every width; on a phone the fields stack.
 */
export function ScheduleRowFields({
  name,
  days,
  value,
  onChange,
  errors,
}: Props) {
  const set = (patch: Partial<ScheduleRowForm>) =>
    onChange({ ...value, ...patch });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'minmax(11rem, max-content) minmax(10rem, max-content) 1fr',
        },
      }}
    >
      <TextField
        select
        label="Date"
        value={value.date}
        onChange={(e) => set({ date: e.target.value })}
        error={Boolean(errors?.date)}
        helperText={errors?.date?.message}
        // The select names its combobox and list by the label's id, which
        // outranks an aria-label: five rows were five fields named 'Date'.
        slotProps={{
          select: {
            SelectDisplayProps: {
              'aria-label': `Date for ${name}`,
              'aria-labelledby': undefined,
            },
            MenuProps: {
              slotProps: {
                list: {
                  'aria-label': `Date for ${name}`,
                  'aria-labelledby': undefined,
                },
              },
            },
          },
        }}
      >
        {days.map((day) => (
          <MenuItem key={day} value={day}>
            {readableDay(day)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Time"
        type="time"
        value={value.time}
        onChange={(e) => set({ time: e.target.value })}
        error={Boolean(errors?.time)}
        helperText={errors?.time?.message}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { 'aria-label': `Time for ${name}` },
        }}
      />
      <TextField
        label="Notes"
        placeholder="Add any notes for this activity..."
        value={value.notes}
        onChange={(e) => set({ notes: e.target.value })}
        error={Boolean(errors?.notes)}
        helperText={errors?.notes?.message}
        slotProps={{
          htmlInput: { 'aria-label': `Notes for ${name}`, maxLength: 2000 },
        }}
      />
    </Box>
  );
}
