import { INTEREST_NAMES } from '@app/shared/interests';
import type { Preferences } from '@app/shared/preferences';

import { ChipSelect } from './chip-select';

const OPTIONS = INTEREST_NAMES.map((name) => ({ value: name, label: name }));
const isInterestName = (value: string) =>
  (INTEREST_NAMES as readonly string[]).includes(value);

type InterestsSectionProps = {
  values: Preferences;
  onChange: (patch: Partial<Preferences>) => void;
  /**
   * Marks the hint as an error while nothing is chosen. The editor sets it;
   * onboarding does not, where an empty first view is not a mistake yet.
   */
  flagEmpty?: boolean;
};

/** The chosen activities drive recommendations and plan interests. */
export function InterestsSection({
  values,
  onChange,
  flagEmpty = false,
}: InterestsSectionProps) {
  return (
    <ChipSelect
      label="Activities you enjoy"
      helperText="Choose at least one."
      error={flagEmpty && values.preferred_activities.length === 0}
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
