import {
  CUISINE_OPTIONS,
  DIETARY_OPTIONS,
  type Preferences,
} from '@app/shared/preferences';
import { Stack } from '@mui/material';

import { ChipSelect } from './chip-select';

/** Labels are shown as written; values are stored lowercase (spec 1 §5). */
const toOptions = (labels: readonly string[]) =>
  labels.map((label) => ({ value: label.toLowerCase(), label }));

const DIETARY = toOptions(DIETARY_OPTIONS);
const CUISINES = toOptions(CUISINE_OPTIONS);

type DiningSectionProps = {
  values: Preferences;
  onChange: (patch: Partial<Preferences>) => void;
};

export function DiningSection({ values, onChange }: DiningSectionProps) {
  return (
    <Stack spacing={5}>
      <ChipSelect
        label="Dietary restrictions"
        options={DIETARY}
        selected={values.dietary_restrictions}
        onChange={(next) => onChange({ dietary_restrictions: next })}
      />
      <ChipSelect
        label="Favorite cuisines"
        options={CUISINES}
        selected={values.cuisine_preferences}
        onChange={(next) => onChange({ cuisine_preferences: next })}
      />
    </Stack>
  );
}
