import { INTEREST_NAMES } from '@app/shared/interests';
import type { Preferences } from '@app/shared/preferences';

import { ChipSelect } from './chip-select';

const OPTIONS = INTEREST_NAMES.map((name) => ({ value: name, label: name }));
const isInterestName = (value: string) =>
  (INTEREST_NAMES as readonly string[]).includes(value);

type InterestsSectionProps = {
  values: Preferences;
  onChange: (patch: Partial<Preferences>) => void;
};

/** The chosen activities drive recommendations and plan interests. */
export function InterestsSection({ values, onChange }: InterestsSectionProps) {
  return (
    <ChipSelect
      label="Activities you enjoy"
      helperText="Choose at least one."
      options={OPTIONS}
      selected={values.preferred_activities}
      onChange={(next) =>
        onChange({
          preferred_activities: next,
          interests: next.filter(isInterestName),
        })
      }
    />
  );
}
