import { addDays } from '@app/shared/metro';
import {
  createPlanFormSchema,
  type CreatePlanForm,
} from '@app/shared/plan-form';
import type { Preferences } from '@app/shared/preferences';
import { useEffect, useRef, useState } from 'react';

import { PLAN_START_FIELDS, planStartFrom } from './create-plan-start';

type Field = keyof CreatePlanForm;
export type SetPlanField = <K extends Field>(
  name: K,
  value: CreatePlanForm[K],
) => void;

/**
 * The create form's values and what is wrong with them. The schema is
 * checked on submit only. A field's error goes once the field changes: the
 * alert must not outlive the fix (the next submit checks everything again).
 * The server's refusal stays until the next submit.
 */
export function useCreatePlanFields(
  preferences: Preferences | undefined,
  today: string,
) {
  const [values, setValues] = useState<CreatePlanForm>(() => ({
    location_text: '',
    coords: null,
    start_date: today,
    end_date: addDays(today, 2),
    ai_prompt: '',
    // Read by now when the user came from onboarding or sign-in.
    ...planStartFrom(preferences),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // What the user changed, which preferences read late leave alone.
  const touched = useRef(new Set<Field>());

  // Preferences read after the form appeared fill the fields the user has
  // not changed yet, never one they have.
  useEffect(() => {
    if (!preferences) return;
    const start = planStartFrom(preferences);
    const untouched = PLAN_START_FIELDS.filter(
      (name) => !touched.current.has(name),
    );
    setValues((now) => ({
      ...now,
      ...Object.fromEntries(untouched.map((name) => [name, start[name]])),
    }));
    setErrors((now) => withoutKeys(now, untouched));
  }, [preferences]);

  const set: SetPlanField = (name, value) => {
    touched.current.add(name);
    setValues((now) => ({ ...now, [name]: value }));
    setErrors((now) => withoutKeys(now, [name]));
  };

  /** The values if the schema passes them; else null, with the errors shown. */
  const check = (submitted: CreatePlanForm): CreatePlanForm | null => {
    setRefusal(null);
    const parsed = createPlanFormSchema.safeParse(submitted);
    setErrors(
      parsed.success
        ? {}
        : Object.fromEntries(
            parsed.error.issues.map((issue) => [issue.path[0], issue.message]),
          ),
    );
    return parsed.success ? parsed.data : null;
  };

  return { values, errors, refusal, set, check, refuse: setRefusal };
}

function withoutKeys<T extends object>(
  record: T,
  keys: readonly PropertyKey[],
) {
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => !keys.includes(key)),
  ) as T;
}
