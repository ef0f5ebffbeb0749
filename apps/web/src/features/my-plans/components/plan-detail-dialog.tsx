import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { canEditSchedule } from '@app/shared/group-plans';
import type { PlanViewer } from '@app/shared/plan-live';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
} from '@mui/material';
import { useState } from 'react';

import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { usePlanPresence } from '../../finalized-plans/api/plan-presence';

import { DayRoutes } from './day-routes';
import { HomeAreaSetting } from './home-area-setting';
import { InvitationAnswer } from './invitation-answer';
import { ParticipantsSection } from './participants-section';
import { PlanCosts } from './plan-costs';
import { PlanOverview, ScheduledActivities } from './plan-detail-sections';
import { PlanPresenceBar } from './plan-presence-bar';
import { PlanSuggestionsDialog } from './plan-suggestions-dialog';
import { PlanVotes } from './plan-votes';
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
          <PlanDetailContent
            plan={plan}
            viewers={viewers}
            weatherSwap={weatherSwap}
            onLeft={onLeft}
          />
          <PlanDetailActions
            plan={plan}
            onClose={onClose}
            onCopy={onCopy}
            onSuggest={() => setSuggesting(true)}
            onEdit={onEdit}
            onExport={onExport}
          />
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

/** Everything about the plan, top to bottom, with who else has it open. */
function PlanDetailContent({
  plan,
  viewers,
  weatherSwap,
  onLeft,
}: Pick<Props, 'weatherSwap' | 'onLeft'> & {
  plan: FinalizedPlan;
  viewers: PlanViewer[] | undefined;
}) {
  const nameOfItem = (id: number) =>
    plan.selected_activities.find((a) => a.id === id)?.activity.name;
  return (
    <DialogContent dividers>
      <PlanPresenceBar viewers={viewers} nameOfItem={nameOfItem} />
      {weatherSwap && <WeatherSwapOffer planId={plan.id} date={weatherSwap} />}
      <InvitationAnswer
        planId={plan.id}
        onDeclined={() => onLeft('Invitation declined')}
      />
      <PlanOverview plan={plan} />
      <Divider sx={{ my: 2 }} />
      <ScheduledActivities plan={plan} viewers={viewers} />
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
  );
}

/** What the caller's role allows: the owner adds suggestions, editors edit. */
function PlanDetailActions({
  plan,
  onClose,
  onCopy,
  onSuggest,
  onEdit,
  onExport,
}: Pick<Props, 'onClose' | 'onEdit' | 'onExport' | 'onCopy'> & {
  plan: FinalizedPlan;
  onSuggest: () => void;
}) {
  const role = plan.my_role ?? 'owner';
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={onClose}>Close</Button>
      <Button onClick={() => onCopy(plan)}>Copy Itinerary</Button>
      {role === 'owner' && (
        <Button onClick={onSuggest}>Add more from suggestions</Button>
      )}
      {canEditSchedule(role, plan.my_status ?? 'joined') && (
        <Button onClick={() => onEdit(plan)}>Edit Plan</Button>
      )}
      <Button variant="contained" onClick={() => onExport(plan)}>
        Export to Calendar
      </Button>
    </DialogActions>
  );
}
