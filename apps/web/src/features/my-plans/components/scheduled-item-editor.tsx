import {
  scheduleRowFormSchema,
  type ScheduledActivity,
  type ScheduleRowForm,
} from '@app/shared/finalized-plans';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';

import { ScheduleRowFields } from '../../../components/forms/schedule-row-fields';

const FIELDS = ['date', 'time', 'notes'] as const;

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
  /** Absent for a group plan's editor: only the owner removes activities. */
  onRemove?: () => void;
}) {
  const { handleSubmit, formState, watch, setValue } = useForm<ScheduleRowForm>(
    {
      resolver: zodResolver(scheduleRowFormSchema),
      defaultValues: {
        date: item.planned_date,
        time: item.planned_time ?? '',
        notes: item.notes ?? '',
      },
    },
  );
  const row = watch();
  const name = item.activity.name;
  return (
    <Stack
      spacing={1}
      component="form"
      noValidate
      aria-label={name}
      onSubmit={(e) =>
        void handleSubmit((row) => onSave(row.date, row.time, row.notes))(e)
      }
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {onRemove && (
          <IconButton
            aria-label={`Remove ${name}`}
            onClick={onRemove}
            disabled={busy}
          >
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
      <ScheduleRowFields
        name={name}
        days={days}
        value={row}
        onChange={(next) =>
          FIELDS.forEach((field) =>
            setValue(field, next[field], { shouldDirty: true }),
          )
        }
        errors={formState.errors}
      />
      <Button
        type="submit"
        disabled={!formState.isDirty || busy}
        sx={{ alignSelf: 'flex-end' }}
      >
        Save
      </Button>
    </Stack>
  );
}
