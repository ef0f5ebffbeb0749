import {
  scheduleRowFormSchema,
  type ScheduledActivity,
  type ScheduleRowForm,
} from '@app/shared/finalized-plans';
import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { ScheduleRowFields } from '../../../components/forms/schedule-row-fields';

const FIELDS = ['date', 'time', 'notes'] as const;

type SaveRow = (
  date: string,
  time: string,
  notes: string,
  version: number,
) => Promise<unknown>;

/**
 * The row's form: it follows the activity as others change it, except in
 * the fields this person has changed, and saves against the version those
 * changes started from.
 */
function useScheduleRowForm(item: ScheduledActivity, onSave: SaveRow) {
  const { handleSubmit, formState, watch, setValue } = useForm<ScheduleRowForm>(
    {
      resolver: zodResolver(scheduleRowFormSchema),
      values: {
        date: item.planned_date,
        time: item.planned_time ?? '',
        notes: item.notes ?? '',
      },
      resetOptions: { keepDirtyValues: true },
    },
  );
  // The version this person's unsaved changes started from; none while the
  // form shows the activity as it is.
  const base = useRef<number | null>(null);
  if (!formState.isDirty) base.current = null;
  const save = (row: ScheduleRowForm) =>
    onSave(row.date, row.time, row.notes, base.current ?? item.version);
  return {
    row: watch(),
    errors: formState.errors,
    isDirty: formState.isDirty,
    submit: (e: FormEvent) => void handleSubmit(save)(e),
    change: (next: ScheduleRowForm) => {
      base.current ??= item.version;
      FIELDS.forEach((field) =>
        setValue(field, next[field], { shouldDirty: true }),
      );
    },
  };
}

/** The activity's name, and its Remove button when this person may remove it. */
function ItemHeading({
  name,
  busy,
  onRemove,
}: {
  name: string;
  busy: boolean;
  onRemove?: () => void;
}) {
  return (
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
  );
}

/**
 * One scheduled activity in Edit Plan: date within the plan, time, notes,
 * remove. Others' changes arriving live replace the fields this person has
 * not touched; the ones they are typing in stay theirs, and a save names the
 * version they started from, so the server can tell what they overwrite.
 */
export function ScheduledItemEditor({
  item,
  days,
  busy,
  onSave,
  onRemove,
  onFocus,
  children,
}: {
  item: ScheduledActivity;
  days: string[];
  busy: boolean;
  onSave: SaveRow;
  /** Absent for a group plan's editor: only the owner removes activities. */
  onRemove?: () => void;
  /** This person started editing the activity. */
  onFocus?: () => void;
  /** Beside the name: who else is editing it, a refused change's choice. */
  children?: ReactNode;
}) {
  const form = useScheduleRowForm(item, onSave);
  const name = item.activity.name;
  return (
    <Stack
      spacing={1}
      component="form"
      noValidate
      aria-label={name}
      onFocus={onFocus}
      onSubmit={form.submit}
    >
      <ItemHeading name={name} busy={busy} onRemove={onRemove} />
      {children}
      <ScheduleRowFields
        name={name}
        days={days}
        value={form.row}
        onChange={form.change}
        errors={form.errors}
      />
      <Button
        type="submit"
        disabled={!form.isDirty || busy}
        sx={{ alignSelf: 'flex-end' }}
      >
        Save
      </Button>
    </Stack>
  );
}
