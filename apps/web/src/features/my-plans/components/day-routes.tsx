import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { METRO_CENTER } from '@app/shared/metro';
import { sunTimesLine } from '@app/shared/sun';
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
  const first = plan.selected_activities.find((i) => i.planned_date === day);
  const at =
    first?.activity.latitude != null && first.activity.longitude != null
      ? { lat: first.activity.latitude, lng: first.activity.longitude }
      : METRO_CENTER;
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
      <Typography variant="body2" color="text.secondary">
        {sunTimesLine(day, at)}
      </Typography>
      <LazyDayRouteMap
        items={plan.selected_activities}
        day={day}
        label={shortDay(day)}
      />
    </Stack>
  );
}
