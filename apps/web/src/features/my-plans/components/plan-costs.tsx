import { formatEventTime } from '@app/shared/event-rules';
import {
  ATTENDANCE_LABELS,
  ATTENDANCE_STATUSES,
  COST_SPLIT_LABELS,
  type AttendanceStatus,
} from '@app/shared/plan-together';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

import { useCurrentUser } from '../../../lib/auth/use-current-user';
import {
  useCostShares,
  useLeaveBy,
  useSetAttendance,
} from '../../finalized-plans/api/plan-together';

const usd = (n: number) => `$${n.toFixed(2)}`;
const between = { justifyContent: 'space-between' } as const;

/** Who's going to each item, each member's estimated share and when to leave. */
export function PlanCosts({ planId }: { planId: number }) {
  const shares = useCostShares(planId);
  const leaveBy = useLeaveBy(planId);
  const attend = useSetAttendance(planId);
  const me = useCurrentUser()?.id;

  if (shares.isPending)
    return <CircularProgress size={24} aria-label="Loading costs" />;
  if (shares.isError) {
    return (
      <Alert severity="error">Could not load who is going and the costs.</Alert>
    );
  }
  const leaveAt = new Map(
    (leaveBy.data?.items ?? []).map((l) => [l.plan_activity_id, l]),
  );
  return (
    <section aria-labelledby={`plan-costs-${planId}`}>
      <Typography
        variant="subtitle1"
        component="h3"
        id={`plan-costs-${planId}`}
      >
        Who&apos;s going and what each pays
      </Typography>
      <List dense>
        {shares.data.items.map((item) => {
          const mine =
            item.attendance.find((a) => a.user_id === me)?.status ?? null;
          const going = item.attendance.filter(
            (a) => a.status === 'going',
          ).length;
          const leave = leaveAt.get(item.plan_activity_id);
          return (
            <ListItem
              key={item.plan_activity_id}
              divider
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              <ListItemText
                primary={item.name}
                secondary={[
                  `Est. ${usd(item.cost)}${item.is_typical_price ? ' (typical price)' : ''} · ${COST_SPLIT_LABELS[item.mode]}`,
                  `${going} going${item.share_each !== null ? ` · ${usd(item.share_each)} each` : ''}`,
                  leave &&
                    `Leave by ${formatEventTime(leave.leave_at)} · about ${leave.travel_minutes} min from ${leave.from_name}${leave.source === 'estimate' ? ' (estimate)' : ''}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <ToggleButtonGroup
                size="small"
                exclusive
                value={mine}
                aria-label={`Are you going to ${item.name}?`}
                onChange={(_event, status: AttendanceStatus | null) =>
                  status &&
                  attend.mutate({ itemId: item.plan_activity_id, status })
                }
              >
                {ATTENDANCE_STATUSES.map((status) => (
                  <ToggleButton
                    key={status}
                    value={status}
                    sx={{ minHeight: 44 }}
                  >
                    {ATTENDANCE_LABELS[status]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </ListItem>
          );
        })}
      </List>
      {attend.isError && (
        <Alert severity="error">Could not save whether you are going.</Alert>
      )}
      <Stack component="dl" sx={{ m: 0 }} aria-label="Estimated shares">
        {shares.data.members.map((m) => (
          <Stack key={m.user.id} direction="row" sx={between}>
            <Typography component="dt">{m.user.display_name}</Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              Est. {usd(m.share)}
            </Typography>
          </Stack>
        ))}
        <Stack direction="row" sx={between}>
          <Typography component="dt" sx={{ fontWeight: 'bold' }}>
            Total
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 'bold' }}>
            Est. {usd(shares.data.total)}
          </Typography>
        </Stack>
      </Stack>
      <UnsharedNote items={shares.data.items} />
      <Typography variant="caption" color="text.secondary">
        All figures are estimates
        {shares.data.has_typical_prices
          ? '; some use typical prices for the kind of place'
          : ''}
        .
      </Typography>
    </section>
  );
}

/**
 * A cost is split only among those going: until someone says so, an item's
 * estimate is in no one's share, and the total says so rather than reading
 * as a cheaper plan.
 */
function UnsharedNote({
  items,
}: {
  items: readonly { name: string; cost: number; share_each: number | null }[];
}) {
  const unshared = items.filter((i) => i.share_each === null && i.cost > 0);
  if (unshared.length === 0) return null;
  const sum = unshared.reduce((n, i) => n + i.cost, 0);
  return (
    <Typography variant="body2" color="text.secondary">
      Not in anyone&apos;s share yet: Est. {usd(sum)} for{' '}
      {unshared.map((i) => i.name).join(', ')}, until someone is going.
    </Typography>
  );
}
