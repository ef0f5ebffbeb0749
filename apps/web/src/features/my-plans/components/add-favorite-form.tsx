import type { Favorite } from '@app/shared/favorites';
import {
  addFavoriteFormSchema,
  type AddFavoriteForm,
} from '@app/shared/finalized-plans';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';

import { ScheduleRowFields } from '../../../components/forms/schedule-row-fields';

const ROW_FIELDS = ['date', 'time', 'notes'] as const;

/** Picks a favorite and its date, time and notes; resets after a successful add. */
export function AddFavoriteForm({
  favorites,
  days,
  busy,
  onAdd,
}: {
  favorites: readonly Favorite[] | undefined;
  days: readonly string[];
  busy: boolean;
  onAdd: (row: AddFavoriteForm) => Promise<boolean>;
}) {
  const empty = { date: days[0] ?? '', time: '', notes: '' };
  const { control, handleSubmit, formState, watch, setValue, reset } =
    useForm<AddFavoriteForm>({
      resolver: zodResolver(addFavoriteFormSchema),
      defaultValues: empty,
    });
  const values = watch();
  const submit = handleSubmit(async (row) => {
    if (await onAdd(row)) reset(empty);
  });
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Add from favorites"
      spacing={1}
      onSubmit={(e) => void submit(e)}
    >
      <Controller
        control={control}
        name="activity_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Favorite"
            value={field.value ?? ''}
            onChange={(e) => field.onChange(Number(e.target.value))}
            disabled={!favorites?.length}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              (favorites && favorites.length === 0
                ? 'No favorites yet'
                : undefined)
            }
          >
            {(favorites ?? []).map((f) => (
              <MenuItem key={f.id} value={f.activity_id}>
                {f.activity.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <ScheduleRowFields
        name="the favorite"
        days={days}
        value={values}
        onChange={(next) =>
          ROW_FIELDS.forEach((field) => setValue(field, next[field]))
        }
        errors={formState.errors}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={values.activity_id == null || busy}
        sx={{ alignSelf: 'flex-end' }}
      >
        Add
      </Button>
    </Stack>
  );
}
