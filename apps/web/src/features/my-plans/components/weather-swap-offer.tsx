import { formatTime12 } from '@app/shared/calendar';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';

import { errorMessage, namesNothing } from '../../../lib/api-client';
import {
  useApplyWeatherSwap,
  useWeatherSwap,
} from '../../weather-watch/api/weather-swap';

/**
 * The swap a weather alert suggested for one day of the open plan
 * ("Saturday looks wet: swap Red Rocks Park for …?"), applied in one tap;
 * once applied it says what now stands where.
 */
export function WeatherSwapOffer({
  planId,
  date,
}: {
  planId: number;
  date: string;
}) {
  const swap = useWeatherSwap(planId, date);
  const apply = useApplyWeatherSwap(planId, date);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  if (swap.isPending)
    return (
      <Alert severity="info" icon={<CircularProgress size={18} />}>
        Loading the suggested weather swap…
      </Alert>
    );
  if (swap.isError)
    return (
      <Alert severity={namesNothing(swap.error) ? 'info' : 'error'}>
        {namesNothing(swap.error)
          ? 'No weather swap is suggested for this day any more.'
          : errorMessage(swap.error, 'Could not load the suggested swap')}
      </Alert>
    );
  const { headline, reason, stop_name, replacement } = swap.data;
  if (apply.isSuccess) {
    const stop = apply.data.selected_activities.find(
      (i) => i.activity_id === replacement.id && i.planned_date === date,
    );
    return (
      <Alert
        severity="success"
        sx={{ mb: 2 }}
        onClose={() => setDismissed(true)}
      >
        Swapped: {replacement.name} is in the plan
        {stop?.planned_time ? ` at ${formatTime12(stop.planned_time)}` : ''}
        {stop_name ? ` instead of ${stop_name}` : ''}.
      </Alert>
    );
  }
  if (swap.data.applied || !stop_name)
    return (
      <Alert severity="info" sx={{ mb: 2 }} onClose={() => setDismissed(true)}>
        {swap.data.applied
          ? `This weather swap was already applied: ${replacement.name} is in the plan.`
          : `${headline}, but the stop to swap is no longer in the plan.`}
      </Alert>
    );
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" onClick={() => setDismissed(true)}>
            Keep plan
          </Button>
          <Button
            color="inherit"
            variant="outlined"
            disabled={apply.isPending}
            startIcon={
              apply.isPending ? <CircularProgress size={16} /> : undefined
            }
            onClick={() => apply.mutate()}
          >
            {apply.isPending ? 'Swapping…' : 'Swap'}
          </Button>
        </Stack>
      }
    >
      <strong>
        {headline}: swap {stop_name} for {replacement.name}?
      </strong>{' '}
      {reason}.
      {apply.isError && (
        <div role="status">
          {errorMessage(apply.error, 'The swap could not be applied')}
        </div>
      )}
    </Alert>
  );
}
