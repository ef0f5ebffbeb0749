import { formatTime12 } from '@app/shared/calendar';
import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { canEditSchedule } from '@app/shared/group-plans';
import { categoryLabel } from '@app/shared/interests';
import { readableDay, readableDayRange } from '@app/shared/plan-rules';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { usePlanPresence } from '../../finalized-plans/api/plan-presence';

import { ActivityGroupControls } from './activity-group-controls';
import { DayRoutes } from './day-routes';
import { HomeAreaSetting } from './home-area-setting';
import { InvitationAnswer } from './invitation-answer';
import { ParticipantsSection } from './participants-section';
import { PlanCosts } from './plan-costs';
import { EditingMark, PlanPresenceBar } from './plan-presence-bar';
import { PlanSuggestionsDialog } from './plan-suggestions-dialog';
import { PlanVotes } from './plan-votes';
import { formatCost } from './plans-list';
import { StatusChip } from './status-chip';
import { WeatherSwapOffer } from './weather-swap-offer';

type Props = {
  plan: FinalizedPlan | null;
  /** A weather alert's day: its suggested swap is offered on top. */
  weatherSwap?: string;
  onClose: () => void;
  /** The caller declined or left: the plan is gone for them; `message` says so. */
  onLeft: (message: string) => void;
  onEdit: (plan: FinalizedPlan) => void;
  onExport: (plan: FinalizedPlan) => void;
  onCopy: (plan: FinalizedPlan) => void;
};

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography sx={{ fontWeight: 600, minWidth: 130 }}>{label}</Typography>
      <Typography component="div">{value}</Typography>
    </Stack>
  );
}

export function PlanDetailDialog({
  plan,
  weatherSwap,
  onClose,
  onLeft,
  onEdit,
  onExport,
  onCopy,
}: Props) {
  const fullScreen = useFullScreenDialog();
  const [suggesting, setSuggesting] = useState(false);
  const viewers = usePlanPresence(plan?.is_group_plan ? plan.id : null).data
    ?.viewers;
  const nameOfItem = (id: number) =>
    plan?.selected_activities.find((a) => a.id === id)?.activity.name;
  return (
    <Dialog
      open={Boolean(plan)}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="plan-dialog-title"
    >
      {plan && (
        <>
          <DialogTitle id="plan-dialog-title">{plan.title}</DialogTitle>
          <DialogContent dividers>
            <PlanPresenceBar viewers={viewers} nameOfItem={nameOfItem} />
            {weatherSwap && (
              <WeatherSwapOffer planId={plan.id} date={weatherSwap} />
            )}
            <InvitationAnswer
              planId={plan.id}
              onDeclined={() => onLeft('Invitation declined')}
            />
            <Stack spacing={1}>
              <Typography variant="subtitle1" component="h3">
                Overview
              </Typography>
              <Row
                label="Dates"
                value={readableDayRange(plan.start_date, plan.end_date)}
              />
              <Row
                label="Location"
                value={plan.location_name || 'Custom location'}
              />
              <Row label="Status" value={<StatusChip status={plan.status} />} />
              <Row
                label="Estimated cost"
                value={formatCost(plan.total_estimated_cost)}
              />
              {plan.description && (
                <Row label="Description" value={plan.description} />
              )}
            </Stack>
            <Divider sx={{ my: 2 }} />
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
            <DayRoutes key={plan.id} plan={plan} />
            {plan.is_group_plan && (
              <>
                <Divider sx={{ my: 2 }} />
                <PlanVotes plan={plan} />
              </>
            )}
            <Divider sx={{ my: 2 }} />
            <PlanCosts planId={plan.id} />
            <HomeAreaSetting />
            <Divider sx={{ my: 2 }} />
            <ParticipantsSection
              plan={plan}
              onLeft={() => onLeft(`You left “${plan.title}”`)}
            />
            {plan.notes && (
              <>
                <Divider sx={{ my: 2 }} />
                <Typography variant="subtitle1" component="h3">
                  Notes
                </Typography>
                <Typography>{plan.notes}</Typography>
              </>
            )}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose}>Close</Button>
            <Button onClick={() => onCopy(plan)}>Copy Itinerary</Button>
            {(plan.my_role ?? 'owner') === 'owner' && (
              <Button onClick={() => setSuggesting(true)}>
                Add more from suggestions
              </Button>
            )}
            {canEditSchedule(
              plan.my_role ?? 'owner',
              plan.my_status ?? 'joined',
            ) && <Button onClick={() => onEdit(plan)}>Edit Plan</Button>}
            <Button variant="contained" onClick={() => onExport(plan)}>
              Export to Calendar
            </Button>
          </DialogActions>
          <PlanSuggestionsDialog
            plan={plan}
            open={suggesting}
            onClose={() => setSuggesting(false)}
          />
        </>
      )}
    </Dialog>
  );
}
