import { addDays, metroToday } from '@app/shared/metro';
import { createPlanFormSchema, type BudgetType } from '@app/shared/plans';
import { FEATURE_LABELS, limitReachedMessage } from '@app/shared/premium';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { LocateButton } from '../../../components/forms/locate-button';
import { PlaceField } from '../../../components/forms/place-field';
import { TextInput } from '../../../components/forms/text-input';
import {
  serverError,
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { LimitsMeter } from '../../../components/premium/limits-meter';
import { useLimitReached } from '../../../components/premium/use-limit-reached';
import { ApiError } from '../../../lib/api-client';
import { useGeolocation } from '../../../lib/geolocation';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { usePreferences } from '../../preferences/api/get-preferences';
import { useCreatePlan } from '../api/create-plan';
import { geocode } from '../api/geocode';
import { reverseGeocode } from '../api/reverse-geocode';
import { buildCreatePlanRequest } from '../hooks/create-plan-request';
import { PLAN_START_FIELDS, planStartFrom } from '../hooks/create-plan-start';

import { InterestPicker } from './interest-picker';

/** One high-accuracy fix, 5 s timeout, no cached fix (spec 2 §9). */
const LOCATE_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 5000,
  maximumAge: 0,
};

// The last section (sliders, a select) loads after the fields above it.
const BudgetRadiusFields = lazy(() =>
  import('./budget-radius-fields').then((m) => ({
    default: m.BudgetRadiusFields,
  })),
);

function Section({
  title,
  children,
}: {
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function errorText(error: unknown) {
  if (!(error instanceof ApiError) || error.status === 0) {
    return 'Failed to create plan';
  }
  // A refusal the server words (the plan limit) is a sentence for the user,
  // who has nothing to do with its status code.
  if (error.status === 403 && typeof error.detail === 'string') {
    return error.detail;
  }
  return `Server returned ${error.status}: ${error.serverMessage}`;
}

const PLAN_LIMIT_MESSAGE = limitReachedMessage(FEATURE_LABELS.plans);

export function CreatePlanForm() {
  const navigate = useNavigate();
  const today = metroToday();
  const preferences = usePreferences();
  const planForm = useSchemaForm(createPlanFormSchema, {
    defaultValues: {
      location_text: '',
      coords: null,
      start_date: today,
      end_date: addDays(today, 2),
      ai_prompt: '',
      // Read by now when the user came from onboarding or sign-in.
      ...planStartFrom(preferences.data),
    },
  });
  // Preferences read after the form appeared fill the fields the user has
  // not changed yet, never one they have.
  const preferred = preferences.data;
  useEffect(() => {
    if (!preferred) return;
    const start = planStartFrom(preferred);
    for (const name of PLAN_START_FIELDS) {
      if (planForm.getFieldState(name).isTouched) continue;
      planForm.setValue(name, start[name]);
      planForm.clearErrors(name);
    }
  }, [preferred, planForm]);
  const form = planForm.watch();
  const [note, setNote] = useState<string | null>(null);
  const geo = useGeolocation(LOCATE_OPTIONS);
  const createPlan = useCreatePlan();
  // A field's error goes once the field changes: the alert must not outlive
  // the fix (the next submit checks everything again). Touched marks what
  // the user changed, which late preferences leave alone.
  const set: typeof planForm.setValue = (name, value, options) => {
    planForm.setValue(name, value, { shouldTouch: true, ...options });
    planForm.clearErrors(name);
  };

  const handleLocate = async () => {
    setNote(null);
    const coords = await geo.locate();
    if (!coords) return;
    set('coords', coords);
    set('location_text', 'Locating address...');
    const { text, note: geoNote } = await reverseGeocode(
      coords.lat,
      coords.lng,
    );
    set('location_text', text);
    setNote(geoNote);
  };

  const { errors } = planForm.formState;
  const refusal = serverError(planForm) ?? null;
  // Known at the plan limit (check-limits, or the server's refusal), the
  // upgrade is offered before the form is filled in, not after.
  const atLimit = useLimitReached('plans', refusal);
  const error = errors.interests?.message ?? errors.coords?.message ?? refusal;

  const handleSubmit = submitWith(
    planForm,
    async (values) => {
      if (!values.coords) return;
      const plan = await createPlan.mutateAsync(
        buildCreatePlanRequest({ ...values, coords: values.coords }, today),
      );
      if (plan.id > 0) navigate(`/plan/${plan.id}`);
      else if (plan.activities?.length) {
        navigate(
          `/plan-results?data=${encodeURIComponent(JSON.stringify(plan))}`,
        );
      } else {
        planForm.setError('root.server', {
          message: 'No valid plan data returned from server',
        });
      }
    },
    errorText,
  );
  // A typed place is looked up first, as Quick Plan does; only text that
  // names no place is refused (spec 2 §5's 'Location is required').
  const submit = useSingleFlight(async (event: React.FormEvent) => {
    event.preventDefault();
    if (atLimit) return;
    const text = planForm.getValues('location_text').trim();
    if (!planForm.getValues('coords') && text) {
      const found = await geocode(text).catch(() => null);
      if (found) planForm.setValue('coords', found);
    }
    await handleSubmit(event);
  });

  const busy = createPlan.isPending;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      {atLimit && <LimitsMeter feature="plans" />}
      <Section title="Location">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <PlaceField
            label="Location"
            value={form.location_text}
            onTextChange={(text) => {
              set('location_text', text);
              set('coords', null);
            }}
            onPick={(place) => {
              set('location_text', place.text);
              set('coords', place.coords);
            }}
            helperText={
              form.coords
                ? 'Plans search around this place'
                : 'A neighborhood, city or address, or your current location'
            }
          />
          <LocateButton
            label="Use Current Location"
            busyLabel="Use Current Location"
            locating={geo.isLocating}
            onLocate={() => void handleLocate()}
            sx={{
              whiteSpace: 'nowrap',
              alignSelf: { sm: 'flex-start' },
              minHeight: 56,
            }}
          />
        </Stack>
        {geo.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {geo.error}
          </Alert>
        )}
        {note && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {note}
          </Alert>
        )}
      </Section>
      <Section title="When">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            label="Start Date"
            type="date"
            value={form.start_date}
            onChange={(e) => set('start_date', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextInput
            label="End Date"
            type="date"
            value={form.end_date}
            onChange={(e) => set('end_date', e.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: form.start_date },
            }}
            fullWidth
          />
        </Stack>
      </Section>
      <Section title="Interests">
        <InterestPicker
          value={form.interests}
          onChange={(v) => set('interests', v)}
        />
      </Section>
      <Section title="AI Assistant">
        <TextInput
          label="Describe your ideal weekend (optional)"
          multiline
          minRows={2}
          fullWidth
          value={form.ai_prompt}
          onChange={(e) => set('ai_prompt', e.target.value)}
          helperText="Matching activities are ranked first"
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </Section>
      <Section title="Budget and Distance">
        <Suspense fallback={<Skeleton variant="rounded" height={184} />}>
          <BudgetRadiusFields
            budget={form.budget}
            budgetType={form.budget_type}
            radiusMiles={form.radius_miles}
            onBudget={(v) => set('budget', v)}
            onBudgetType={(v: BudgetType) => set('budget_type', v)}
            onRadius={(v) => set('radius_miles', v)}
          />
        </Suspense>
      </Section>
      {atLimit ? (
        // In place of a Create button that can only fail, where the user is
        // after filling the form in; the meter above says the same.
        <Alert
          severity="error"
          role="alert"
          action={
            <Stack direction="row" spacing={1}>
              <Button
                component={RouterLink}
                to="/pricing"
                color="inherit"
                size="small"
              >
                Upgrade to Premium
              </Button>
              <Button
                component={RouterLink}
                to="/pricing#feature-comparison"
                color="inherit"
                size="small"
              >
                Compare Plans
              </Button>
            </Stack>
          }
        >
          {PLAN_LIMIT_MESSAGE}
        </Alert>
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
