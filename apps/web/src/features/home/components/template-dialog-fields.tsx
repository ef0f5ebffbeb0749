import {
  MAX_SEARCH_DISTANCE_MILES,
  MIN_SEARCH_DISTANCE_MILES,
  type BuiltInTemplate,
} from '@app/shared/templates';
import { Box, Chip, Stack, TextField, Typography } from '@mui/material';

import { LocateButton } from '../../../components/forms/locate-button';
import { PlaceField } from '../../../components/forms/place-field';
import type { useTemplatePlanForm } from '../hooks/use-template-plan-form';

type Form = ReturnType<typeof useTemplatePlanForm>;

/** What the template plans: its description, interests, budget and time. */
export function TemplateSummary({ template }: { template: BuiltInTemplate }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {template.description}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        Interests
      </Typography>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
        useFlexGap
      >
        {template.interests.map((interest) => (
          <Chip
            key={interest}
            size="small"
            label={interest}
            color="primary"
            variant="outlined"
          />
        ))}
      </Stack>
      <Typography variant="body2">
        Budget: ${template.budgetRange.min}-${template.budgetRange.max}
      </Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        Time: {template.timeEstimate}
      </Typography>
    </>
  );
}

export function TemplatePlaceFields({ form }: { form: Form }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <PlaceField
        label="Location"
        required
        value={form.place.location}
        onTextChange={(text) => form.place.placeTo(text, null)}
        onPick={(place) => form.place.placeTo(place.text, place.coords)}
        placeholder="Neighbourhood or address"
        helperText={
          form.place.located
            ? 'Plans search around your current location'
            : 'Plans search around the place you type'
        }
      />
      <LocateButton
        label="Use My Location"
        locating={form.place.locating}
        onLocate={() => void form.place.locate()}
        sx={{ minHeight: 56 }}
      />
    </Stack>
  );
}

export function TemplateDistanceAndDates({ form }: { form: Form }) {
  const { radius, radiusValid, startDate, endDate } = form.fields;
  return (
    <>
      <TextField
        label="Search Distance (miles)"
        type="number"
        value={radius}
        onChange={(e) => form.setRadius(e.target.value)}
        error={!radiusValid}
        helperText={
          radiusValid
            ? undefined
            : `Enter ${MIN_SEARCH_DISTANCE_MILES} to ${MAX_SEARCH_DISTANCE_MILES} miles`
        }
        slotProps={{
          htmlInput: {
            min: MIN_SEARCH_DISTANCE_MILES,
            max: MAX_SEARCH_DISTANCE_MILES,
          },
        }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <TextField
          label="Start Date"
          type="date"
          required
          value={startDate}
          onChange={(e) => form.setStartDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End Date"
          type="date"
          required
          value={endDate}
          onChange={(e) => form.setEndDate(e.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: startDate },
          }}
        />
      </Box>
    </>
  );
}
