import {
  parseMaxTravelTime,
  PREFERENCE_RANGES,
  type Preferences,
  type PreferencesUpdate,
} from '@app/shared/preferences';
import { useCallback, useState } from 'react';

const MAX_TRAVEL_TIME_ERROR = `Enter whole minutes from ${PREFERENCE_RANGES.maxTravelTime.min} to ${PREFERENCE_RANGES.maxTravelTime.max}`;

export type PreferencesDraft = {
  values: Preferences;
  update: (patch: Partial<Preferences>) => void;
  travelTimeText: string;
  setTravelTimeText: (text: string) => void;
  travelTimeError: string | null;
  /** True while no activity is chosen: sign-in would send the user back to onboarding. */
  activitiesMissing: boolean;
  /** The PUT body, or null while a field is invalid or no activity is chosen. */
  toUpdate: () => PreferencesUpdate | null;
};

/** Local, editable copy of the preferences; nothing is saved until asked. */
export function usePreferencesDraft(initial: Preferences): PreferencesDraft {
  const [values, setValues] = useState(initial);
  const [travelTimeText, setText] = useState(String(initial.max_travel_time));
  const parsedTravelTime = parseMaxTravelTime(travelTimeText);
  const activitiesMissing = values.preferred_activities.length === 0;

  const update = useCallback(
    (patch: Partial<Preferences>) => setValues((v) => ({ ...v, ...patch })),
    [],
  );

  const setTravelTimeText = useCallback((text: string) => {
    // Only non-negative whole numbers can be typed (spec 1 §5).
    setText(text.replace(/\D/g, ''));
  }, []);

  const toUpdate = () =>
    parsedTravelTime === null || activitiesMissing
      ? null
      : { ...values, max_travel_time: parsedTravelTime };

  return {
    values,
    update,
    travelTimeText,
    setTravelTimeText,
    travelTimeError: parsedTravelTime === null ? MAX_TRAVEL_TIME_ERROR : null,
    activitiesMissing,
    toUpdate,
  };
}
