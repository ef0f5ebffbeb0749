import { DEFAULT_RADIUS_MILES } from '@app/shared/metro';
import { quickPlanFormSchema, type QuickPlanForm } from '@app/shared/plans';
import {
  defaultTemplateDates,
  planDays,
  quickPlanInterests,
} from '@app/shared/templates';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
} from 'react-hook-form';
import { useNavigate } from 'react-router';

import { FormTextField } from '../../../components/forms/form-text-field';
import { LocateButton } from '../../../components/forms/locate-button';
import { PlaceField } from '../../../components/forms/place-field';
import { GEO_MESSAGES, useGeolocation } from '../../../lib/geolocation';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { reverseGeocode } from '../../plans/api/reverse-geocode';
import { usePreferences } from '../../preferences/api/get-preferences';
import {
  quickPlanErrorMessage,
  useCreateQuickPlan,
} from '../api/create-quick-plan';

import { QuickPlanSummary } from './quick-plan-summary';

export type QuickPlanTemplate = {
  title: string;
  interests: string[];
  budgetRange: { min: number; max: number };
};

/** The quick plan's Locate Me options (spec 1 §5). */
const LOCATE_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};
const DEFAULT_BUDGET = 100;

/**
 * The place typed, picked or found by Locate Me; a warning when the device
 * cannot say where it is.
 */
function LocationFields() {
  const { control, setValue } = useFormContext<QuickPlanForm>();
  const [located, setLocated] = useState(false);
  const geo = useGeolocation(LOCATE_OPTIONS, GEO_MESSAGES.unsupported);

  const handleLocate = async () => {
    const found = await geo.locate();
    if (!found) return;
    // The plan centres on the device, so the field names that place, not a
    // typed one the plan would only wear as a label.
    setValue('coords', found);
    setLocated(true);
    setValue('location', (await reverseGeocode(found.lat, found.lng)).text);
  };

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="location"
          render={({ field, fieldState }) => (
            <PlaceField
              label="Location"
              required
              value={field.value}
              onTextChange={(text) => {
                field.onChange(text);
                setValue('coords', null);
                setLocated(false);
              }}
              onPick={(place) => {
                field.onChange(place.text);
                setValue('coords', place.coords);
                setLocated(false);
              }}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                (located
                  ? 'Using your current location'
                  : 'City, neighborhood or address')
              }
            />
          )}
        />
        <LocateButton
          label="Locate Me"
          locating={geo.isLocating}
          onLocate={() => void handleLocate()}
          sx={{
            alignSelf: { sm: 'flex-start' },
            height: 56,
          }}
        />
      </Stack>
      {geo.error && <Alert severity="warning">{geo.error}</Alert>}
    </>
  );
}

function DateFields({ startDate }: { startDate: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField<QuickPlanForm>
        name="start_date"
        type="date"
        label="Start Date"
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField<QuickPlanForm>
        name="end_date"
        type="date"
        label="End Date"
        required
        fullWidth
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: startDate },
        }}
      />
    </Stack>
  );
}

/** The form, starting today in the metro and running three days. */
function useQuickPlanForm() {
  const dates = defaultTemplateDates();
  return useForm<QuickPlanForm>({
    resolver: zodResolver(quickPlanFormSchema),
    defaultValues: {
      location: '',
      coords: null,
      start_date: dates.startDate,
      end_date: dates.endDate,
    },
  });
}

/**
 * What the plan is made with: the template's interests and budget, else the
 * saved preferences', else the defaults.
 */
function usePlanSettings(open: boolean, template?: QuickPlanTemplate) {
  const prefs = usePreferences({ enabled: open }).data;
  const baseInterests =
    template?.interests ?? prefs?.preferred_activities ?? [];
  return {
    interests: quickPlanInterests(baseInterests),
    radiusMiles: prefs?.default_radius ?? DEFAULT_RADIUS_MILES,
    budget: template?.budgetRange ?? {
      min: 0,
      max: prefs?.default_budget_per_day ?? DEFAULT_BUDGET,
    },
    budgetType: template ? ('total' as const) : ('per_day' as const),
  };
}

export function QuickPlanDialog({
  open,
  onClose,
  template,
}: {
  open: boolean;
  onClose: () => void;
  template?: QuickPlanTemplate;
}) {
  const navigate = useNavigate();
  const form = useQuickPlanForm();
  const { handleSubmit, watch } = form;
  const [location, coords, startDate, endDate] = watch([
    'location',
    'coords',
    'start_date',
    'end_date',
  ]);
  const [error, setError] = useState<string | null>(null);
  const { interests, radiusMiles, budget, budgetType } = usePlanSettings(
    open,
    template,
  );
  const create = useCreateQuickPlan();
  const dayCount =
    startDate && endDate && startDate <= endDate
      ? planDays(startDate, endDate).length
      : 1;
  const hasLocation = coords !== null || location.trim() !== '';
  const canSubmit =
    hasLocation && Boolean(startDate) && Boolean(endDate) && !create.isPending;

  const submit = useSingleFlight(async (values: QuickPlanForm) => {
    setError(null);
    try {
      const plan = await create.mutateAsync({
        name: template ? `My ${template.title} Plan` : undefined,
        locationText: values.location,
        coords: values.coords,
        startDate: values.start_date,
        endDate: values.end_date,
        interests,
        radiusMiles,
        budget,
        budgetType,
      });
      onClose();
      void navigate(`/plan/${plan.id}`);
    } catch (e) {
      setError(quickPlanErrorMessage(e));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
          <DialogTitle>
            Quick Plan{template ? `: ${template.title}` : ''}
          </DialogTitle>
          <DialogContent>
            {/* Room for the raised label of the first outlined field (9 px): MUI takes
                the content's top padding away under a title. */}
            <Stack spacing={4} sx={{ pt: 3 }}>
              <LocationFields />
              <DateFields startDate={startDate} />
              <QuickPlanSummary
                fromTemplate={Boolean(template)}
                interests={interests}
                budget={{ amount: budget.max, type: budgetType }}
                dayCount={dayCount}
                radiusMiles={radiusMiles}
              />
              {error && <Alert severity="error">{error}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!canSubmit}>
              {create.isPending ? 'Creating Plan...' : 'Create Plan'}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
