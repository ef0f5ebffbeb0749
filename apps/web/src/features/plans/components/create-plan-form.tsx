import { addDays, metroToday } from '@app/shared/metro';
import { createPlanFormSchema, type BudgetType } from '@app/shared/plans';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { LocateButton } from '../../../components/forms/locate-button';
import { TextInput } from '../../../components/forms/text-input';
import {
  serverError,
  submitWith,
  useSchemaForm,
} from '../../../components/forms/use-schema-form';
import { ApiError, hasStatus } from '../../../lib/api-client';
import { useGeolocation } from '../../../lib/geolocation';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useCreatePlan } from '../api/create-plan';
import { geocode } from '../api/geocode';
import { reverseGeocode } from '../api/reverse-geocode';
import { buildCreatePlanRequest } from '../hooks/create-plan-request';

import { BUDGET, RADIUS_MILES } from './budget-radius-ranges';
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
  if (error instanceof ApiError && error.status > 0) {
    return `Server returned ${error.status}: ${error.serverMessage}`;
  }
  return 'Failed to create plan';
}

export function CreatePlanForm() {
  const navigate = useNavigate();
  const today = metroToday();
  const planForm = useSchemaForm(createPlanFormSchema, {
    defaultValues: {
      location_text: '',
      coords: null,
      start_date: today,
      end_date: addDays(today, 2),
      interests: [],
      ai_prompt: '',
      budget: BUDGET.initial,
      budget_type: 'total',
      radius_miles: RADIUS_MILES.initial,
    },
  });
  const form = planForm.watch();
  const [note, setNote] = useState<string | null>(null);
  const geo = useGeolocation(LOCATE_OPTIONS);
  const createPlan = useCreatePlan();
  // A field's error goes once the field changes: the alert must not outlive
  // the fix (the next submit checks everything again).
  const set: typeof planForm.setValue = (name, value, options) => {
    planForm.setValue(name, value, options);
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
    const text = planForm.getValues('location_text').trim();
    if (!planForm.getValues('coords') && text) {
      const found = await geocode(text).catch(() => null);
      if (found) planForm.setValue('coords', found);
    }
    await handleSubmit(event);
  });
  const { errors } = planForm.formState;
  const error =
    errors.interests?.message ??
    errors.coords?.message ??
    serverError(planForm);

  const busy = createPlan.isPending;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
    >
      <Section title="Location">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextInput
            label="Location"
            fullWidth
            value={form.location_text}
            onChange={(e) => {
              set('location_text', e.target.value);
              set('coords', null);
            }}
            helperText={
              form.coords
                ? `Using ${form.coords.lat.toFixed(4)}, ${form.coords.lng.toFixed(4)}`
                : 'Use your current location to set coordinates'
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
      {error && (
        <Alert
          severity="error"
          role="alert"
          action={
            // At the plan limit the way on is Premium, not trying again.
            hasStatus(createPlan.error, 403) ? (
              <Button
                component={RouterLink}
                to="/pricing"
                color="inherit"
                size="small"
              >
                Compare Plans
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Creating Your Plan...' : 'Create My Weekend Plan'}
      </Button>
    </Stack>
  );
}
