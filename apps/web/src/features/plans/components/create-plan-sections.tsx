import type { CreatePlanForm } from '@app/shared/plans';
import {
  Alert,
  Button,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { LocateButton } from '../../../components/forms/locate-button';
import { PlaceField } from '../../../components/forms/place-field';
import { TextInput } from '../../../components/forms/text-input';
import { SectionCard } from '../../../components/section-card';
import { useGeolocation } from '../../../lib/geolocation';
import { reverseGeocode } from '../api/reverse-geocode';
import type { SetPlanField } from '../hooks/use-create-plan-fields';

/** One high-accuracy fix, 5 s timeout, no cached fix (spec 2 §9). */
const LOCATE_OPTIONS = {
  enableHighAccuracy: true,
  timeout: 5000,
  maximumAge: 0,
};

type FieldsProps = { values: CreatePlanForm; set: SetPlanField };

export function LocationSection({ values, set }: FieldsProps) {
  const [note, setNote] = useState<string | null>(null);
  const geo = useGeolocation(LOCATE_OPTIONS);
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
  return (
    <SectionCard title="Location">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <PlaceField
          label="Location"
          value={values.location_text}
          onTextChange={(text) => {
            set('location_text', text);
            set('coords', null);
          }}
          onPick={(place) => {
            set('location_text', place.text);
            set('coords', place.coords);
          }}
          helperText={
            values.coords
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
    </SectionCard>
  );
}

export function DatesSection({ values, set }: FieldsProps) {
  return (
    <SectionCard title="When">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label="Start Date"
          type="date"
          value={values.start_date}
          onChange={(e) => set('start_date', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextInput
          label="End Date"
          type="date"
          value={values.end_date}
          onChange={(e) => set('end_date', e.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: values.start_date },
          }}
          fullWidth
        />
      </Stack>
    </SectionCard>
  );
}

/**
 * In place of a Create button that can only fail, where the user is after
 * filling the form in; the meter at the top says the same.
 */
export function PlanLimitAlert({ message }: { message: string }) {
  return (
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
      {message}
    </Alert>
  );
}
