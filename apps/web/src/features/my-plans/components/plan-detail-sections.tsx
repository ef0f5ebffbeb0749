import { formatTime12 } from '@app/shared/calendar';
import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { categoryLabel } from '@app/shared/interests';
import type { PlanViewer } from '@app/shared/plan-live';
import { readableDay, readableDayRange } from '@app/shared/plan-rules';
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';

import { ActivityGroupControls } from './activity-group-controls';
import { EditingMark } from './plan-presence-bar';
import { formatCost } from './plans-list';
import { StatusChip } from './status-chip';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography sx={{ fontWeight: 600, minWidth: 130 }}>{label}</Typography>
      <Typography component="div">{value}</Typography>
    </Stack>
  );
}

/** A plan's dates, place, status, cost and description. */
export function PlanOverview({ plan }: { plan: FinalizedPlan }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        Overview
      </Typography>
      <Row
        label="Dates"
        value={readableDayRange(plan.start_date, plan.end_date)}
      />
      <Row label="Location" value={plan.location_name || 'Custom location'} />
      <Row label="Status" value={<StatusChip status={plan.status} />} />
      <Row
        label="Estimated cost"
        value={formatCost(plan.total_estimated_cost)}
      />
      {plan.description && <Row label="Description" value={plan.description} />}
    </Stack>
  );
}

/** The plan's activities, each marked with who is editing it right now. */
export function ScheduledActivities({
  plan,
  viewers,
}: {
  plan: FinalizedPlan;
  viewers: PlanViewer[] | undefined;
}) {
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        Scheduled Activities ({plan.selected_activities.length})
      </Typography>
      <List dense>
        {plan.selected_activities.map((item) => (
          <ListItem
            key={item.id}
            divider
            alignItems="flex-start"
            sx={{ flexWrap: 'wrap', columnGap: 1 }}
          >
            <ListItemText
              primary={`${item.activity.name} · ${categoryLabel(item.activity.category)}`}
              secondary={
                <>
                  {readableDay(item.planned_date)}
                  {item.planned_time
                    ? ` at ${formatTime12(item.planned_time)}`
                    : ''}
                  {` · ${item.estimated_duration_minutes} minutes · Est. $${item.estimated_cost.toFixed(2)}`}
                  {item.notes ? ` · ${item.notes}` : ''}
                </>
              }
            />
            <EditingMark viewers={viewers} itemId={item.id} />
            <ActivityGroupControls planId={plan.id} item={item} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
