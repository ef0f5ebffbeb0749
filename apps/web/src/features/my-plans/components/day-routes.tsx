import type { FinalizedPlan } from '@app/shared/finalized-plans';
import {
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';

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
        <ToggleButtonGroup
          size="small"
          exclusive
          value={day}
          onChange={(_, next: string | null) => next && setDay(next)}
          aria-label="Route day"
          sx={{ flexWrap: 'wrap' }}
        >
          {days.map((d) => (
            <ToggleButton key={d} value={d}>
              {shortDay(d)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      <LazyDayRouteMap
        items={plan.selected_activities}
        day={day}
        label={shortDay(day)}
      />
    </Stack>
  );
}
