import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';

import { DayToggles } from '../../../components/day-toggles';
import { LazyDayRouteMap } from '../../../components/map/lazy-maps';
import { shortDay } from '../../../lib/short-day';

/** A finalized plan's route: pick a day to see its stops in order on a map. */
export function DayRoutes({ plan }: { plan: FinalizedPlan }) {
  const days = [
    ...new Set(plan.selected_activities.map((item) => item.planned_date)),
  ].sort();
  const [day, setDay] = useState(days[0] ?? null);
  if (!day) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        Route by Day
      </Typography>
      {days.length > 1 ? (
        <DayToggles
          label="Route day"
          days={days}
          value={day}
          onChange={(next) => next && setDay(next)}
        />
      ) : null}
      <LazyDayRouteMap
        items={plan.selected_activities}
        day={day}
        label={shortDay(day)}
      />
    </Stack>
  );
}
