import { metroToday } from '@app/shared/metro';
import {
  type BudgetType,
  type CreatePlanForm as CreatePlanFormValues,
} from '@app/shared/plans';
import { FEATURE_LABELS, limitReachedMessage } from '@app/shared/premium-rules';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';

import { TextInput } from '../../../components/forms/text-input';
import { LimitsMeter } from '../../../components/premium/limits-meter';
import { useLimitReached } from '../../../components/premium/use-limit-reached';
import { SectionCard } from '../../../components/section-card';
import { apiFailure } from '../../../lib/api-client';
import { preloadable } from '../../../lib/preloadable';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { usePreferences } from '../../preferences/api/get-preferences';
import { useCreatePlan } from '../api/create-plan';
import { geocode } from '../api/geocode';
import { buildCreatePlanRequest } from '../hooks/create-plan-request';
import { useCreatePlanFields } from '../hooks/use-create-plan-fields';

import {
  DatesSection,
  LocationSection,
  PlanLimitAlert,
} from './create-plan-sections';
import { InterestPicker } from './interest-picker';

// The last section (sliders, a select) loads after the fields above it.
const BudgetRadiusFields = preloadable(() =>
  import('./budget-radius-fields').then((m) => ({
    default: m.BudgetRadiusFields,
  })),
);

function errorText(caught: unknown) {
  const error = apiFailure(caught);
  if (!error || error.status === 0) return 'Failed to create plan';
  // A refusal the server words (the plan limit) is a sentence for the user,
  // who has nothing to do with its status code.
  if (error.status === 403 && typeof error.detail === 'string') {
    return error.detail;
  }
  return `Server returned ${error.status}: ${error.serverMessage}`;
}

const PLAN_LIMIT_MESSAGE = limitReachedMessage(FEATURE_LABELS.plans);

/**
 * Submitting: a typed place is looked up first, as Quick Plan does; only
 * text that names no place is refused (spec 2 §5's 'Location is required').
 * A plan saved opens; one only previewed opens in the results page.
 */
function useSubmitPlan(
  fields: ReturnType<typeof useCreatePlanFields>,
  today: string,
  atLimit: boolean,
) {
  const navigate = useNavigate();
  const createPlan = useCreatePlan();
  const create = async (checked: CreatePlanFormValues) => {
    if (!checked.coords) return;
    try {
      const plan = await createPlan.mutateAsync(
        buildCreatePlanRequest({ ...checked, coords: checked.coords }, today),
      );
      if (plan.id > 0) navigate(`/plan/${plan.id}`);
      else if (plan.activities?.length) {
        navigate(
          `/plan-results?data=${encodeURIComponent(JSON.stringify(plan))}`,
        );
      } else fields.refuse('No valid plan data returned from server');
    } catch (failure) {
      fields.refuse(errorText(failure));
    }
  };
  const submit = useSingleFlight(async (event: React.FormEvent) => {
    event.preventDefault();
    if (atLimit) return;
    const { values } = fields;
    const text = values.location_text.trim();
    const found =
      !values.coords && text ? await geocode(text).catch(() => null) : null;
    if (found) fields.set('coords', found);
    const checked = fields.check({ ...values, coords: found ?? values.coords });
    if (checked) await create(checked);
  });
  return { submit, busy: createPlan.isPending };
}

export function CreatePlanForm() {
  const today = metroToday();
  const preferences = usePreferences();
  const fields = useCreatePlanFields(preferences.data, today);
  const { values, set } = fields;
  // Known at the plan limit (check-limits, or the server's refusal), the
  // upgrade is offered before the form is filled in, not after.
  const atLimit = useLimitReached('plans', fields.refusal);
  const error =
    fields.errors.interests ?? fields.errors.coords ?? fields.refusal;
  const { submit, busy } = useSubmitPlan(fields, today, atLimit);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      {atLimit && <LimitsMeter feature="plans" />}
      <LocationSection values={values} set={set} />
      <DatesSection values={values} set={set} />
      <SectionCard title="Interests">
        <InterestPicker
          value={values.interests}
          onChange={(v) => set('interests', v)}
        />
      </SectionCard>
      <SectionCard title="AI Assistant">
        <TextInput
          label="Describe your ideal weekend"
          multiline
          minRows={2}
          fullWidth
          value={values.ai_prompt}
          onChange={(e) => set('ai_prompt', e.target.value)}
          helperText="Optional: read like a search, so its kinds, price, area, features and day shape the suggestions"
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </SectionCard>
      <SectionCard title="Budget and Distance">
        <Suspense fallback={<Skeleton variant="rounded" height={184} />}>
          <BudgetRadiusFields
            budget={values.budget}
            budgetType={values.budget_type}
            radiusMiles={values.radius_miles}
            onBudget={(v) => set('budget', v)}
            onBudgetType={(v: BudgetType) => set('budget_type', v)}
            onRadius={(v) => set('radius_miles', v)}
          />
        </Suspense>
      </SectionCard>
      {atLimit ? (
        <PlanLimitAlert message={PLAN_LIMIT_MESSAGE} />
      ) : (
        <>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
          >
            {busy ? 'Creating Your Plan...' : 'Create My Weekend Plan'}
          </Button>
        </>
      )}
    </Stack>
  );
}
