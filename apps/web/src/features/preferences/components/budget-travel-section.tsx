import { PREFERENCE_RANGES } from '@app/shared/preferences';
import { FormControlLabel, Stack, Switch, TextField } from '@mui/material';

import type { PreferencesDraft } from '../hooks/use-preferences-draft';

import { LabelledSlider } from './labelled-slider';

const { budgetPerDay, radius, maxTravelTime } = PREFERENCE_RANGES;

export function BudgetTravelSection({ draft }: { draft: PreferencesDraft }) {
  const { values, update } = draft;
  return (
    <Stack spacing={5}>
      <LabelledSlider
        label="Budget per day"
        valueText={`$${values.default_budget_per_day}`}
        value={values.default_budget_per_day}
        min={budgetPerDay.min}
        max={budgetPerDay.max}
        step={budgetPerDay.step}
        getAriaValueText={(v) => `$${v}`}
        onChange={(_, v) => update({ default_budget_per_day: v as number })}
      />
      <LabelledSlider
        label="Search radius"
        valueText={`${values.default_radius} miles`}
        value={values.default_radius}
        min={radius.min}
        max={radius.max}
        step={radius.step}
        getAriaValueText={(v) => `${v} miles`}
        onChange={(_, v) => update({ default_radius: v as number })}
      />
      <TextField
        id="max-travel-time"
        label="Max travel time (minutes)"
        value={draft.travelTimeText}
        onChange={(e) => draft.setTravelTimeText(e.target.value)}
        error={Boolean(draft.travelTimeError)}
        helperText={
          draft.travelTimeError ??
          `Min ${maxTravelTime.min}, max ${maxTravelTime.max}. Empty or 0 means no limit.`
        }
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        sx={{ maxWidth: 320 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <FormControlLabel
          control={
            <Switch
              checked={values.has_car}
              onChange={(e) => update({ has_car: e.target.checked })}
            />
          }
          label="I have a car"
        />
        <FormControlLabel
          control={
            <Switch
              checked={values.prefers_walking}
              onChange={(e) => update({ prefers_walking: e.target.checked })}
            />
          }
          label="I prefer walking"
        />
      </Stack>
    </Stack>
  );
}
