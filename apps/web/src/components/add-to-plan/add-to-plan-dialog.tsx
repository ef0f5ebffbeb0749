import type {
  FinalizedPlan,
  ScheduleRowForm,
} from '@app/shared/finalized-plans';
import { metroToday } from '@app/shared/metro';
import {
  daysList,
  readableDay,
  readableDayRange,
} from '@app/shared/plan-rules';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useEditScheduledActivities } from '../../features/finalized-plans/api/edit-scheduled-activities';
import { useFinalizedPlans } from '../../features/finalized-plans/api/get-finalized-plans';
import { errorMessage } from '../../lib/api-client';
import { ScheduleRowFields } from '../forms/schedule-row-fields';
import { useFullScreenDialog } from '../use-full-screen-dialog';

/**
 * Plans an activity can still be added to: the caller's own, not cancelled,
 * with a day from today on. Group plans' guests cannot add (the server says
 * so too), and a past plan is a record, not a plan.
 */
export function plansToAddTo(
  plans: readonly FinalizedPlan[],
  today: string,
): FinalizedPlan[] {
  return plans
    .filter(
      (p) =>
        (p.my_role ?? 'owner') === 'owner' &&
        p.status !== 'cancelled' &&
        p.end_date >= today,
    )
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/** The plan's days from today on. */
const daysAhead = (plan: FinalizedPlan, today: string) =>
  daysList(plan.start_date, plan.end_date, today).filter((d) => d >= today);
/** The plan, day, time and notes to add the activity with. */
function AddToPlanForm({
  activityName,
  choices,
  planId,
  onPlanChange,
  already,
  days,
  value,
  onChange,
  failure,
}: {
  activityName: string;
  choices: FinalizedPlan[];
  planId: number;
  onPlanChange: (id: number) => void;
  /** The activity's visit already in the chosen plan, if any. */
  already: { planned_date: string } | undefined;
  days: string[];
  value: ScheduleRowForm;
  onChange: (next: ScheduleRowForm) => void;
  failure: string | null;
}) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        select
        label="Plan"
        value={planId}
        onChange={(e) => onPlanChange(Number(e.target.value))}
      >
        {choices.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.title} ({readableDayRange(p.start_date, p.end_date)})
          </MenuItem>
        ))}
      </TextField>
      {already && (
        <Alert severity="info">
          Already in this plan on {readableDay(already.planned_date)}; adding it
          again schedules a second visit.
        </Alert>
      )}
      <ScheduleRowFields
        name={activityName}
        days={days}
        value={value}
        onChange={onChange}
      />
    </Stack>
  );
}

/** Done after an add; else Add to Plan, or Create a Plan when there is none. */
function AddToPlanActions({
  added,
  canAdd,
  isAdding,
  isLoading,
  onAdd,
  onClose,
}: {
  added: boolean;
  canAdd: boolean;
  isAdding: boolean;
  isLoading: boolean;
  onAdd: () => void;
  onClose: () => void;
}) {
  return (
    <DialogActions>
      {added ? (
        <>
          <Button component={RouterLink} to="/my-plans">
            View My Plans
          </Button>
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        </>
      ) : (
        <>
          <Button onClick={onClose}>Cancel</Button>
          {canAdd ? (
            <Button variant="contained" onClick={onAdd} disabled={isAdding}>
              {isAdding ? 'Adding…' : 'Add to Plan'}
            </Button>
          ) : (
            !isLoading && (
              <Button variant="contained" component={RouterLink} to="/create">
                Create a Plan
              </Button>
            )
          )}
        </>
      )}
    </DialogActions>
  );
}

/**
 * The plan chosen (the first upcoming one until another is picked), its days
 * ahead, the day, time and notes entered, and the activity's visit already
 * in that plan.
 */
function usePlanChoice(activityId: number) {
  const today = metroToday();
  const plans = useFinalizedPlans();
  const choices = plansToAddTo(plans.data ?? [], today);
  const [planId, setPlanId] = useState<number | null>(null);
  const plan = choices.find((p) => p.id === planId) ?? choices[0] ?? null;
  const days = plan ? daysAhead(plan, today) : [];
  const [row, setRow] = useState<ScheduleRowForm>({
    date: '',
    time: '',
    notes: '',
  });
  const date = days.includes(row.date) ? row.date : (days[0] ?? '');
  const already = plan?.selected_activities.find(
    (item) => item.activity_id === activityId,
  );
  return { plans, choices, plan, setPlanId, days, row, setRow, date, already };
}

/**
 * Adds one activity to one of the user's upcoming plans, on a day, at a time
 * and with notes, as Edit Plan's 'Add from favorites' does.
 */
export function AddToPlanDialog({
  activity,
  onClose,
}: {
  activity: { id: number; name: string };
  onClose: () => void;
}) {
  const fullScreen = useFullScreenDialog();
  const { plans, choices, plan, setPlanId, days, row, setRow, date, already } =
    usePlanChoice(activity.id);
  const edit = useEditScheduledActivities(plan?.id ?? 0);
  const [added, setAdded] = useState<{ title: string; date: string } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);

  const add = async () => {
    if (!plan) return;
    setFailure(null);
    try {
      await edit.mutateAsync({
        kind: 'add',
        input: {
          activity_id: activity.id,
          planned_date: date,
          planned_time: row.time || null,
          notes: row.notes.trim() || null,
        },
      });
      setAdded({ title: plan.title, date });
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to update plan'));
    }
  };

  let body;
  if (plans.isPending) {
    body = (
      <Stack role="status" aria-label="Loading your plans" sx={{ py: 3 }}>
        <CircularProgress sx={{ mx: 'auto' }} />
      </Stack>
    );
  } else if (plans.isError) {
    body = <Alert severity="error">Failed to load your plans</Alert>;
  } else if (added) {
    body = (
      <Alert severity="success">
        {activity.name} is in {added.title} on {readableDay(added.date)}.
      </Alert>
    );
  } else if (!plan) {
    body = (
      <Typography>
        You have no upcoming plans to add it to. Create a plan, finalize it, and
        it will be listed here.
      </Typography>
    );
  } else {
    body = (
      <AddToPlanForm
        activityName={activity.name}
        choices={choices}
        planId={plan.id}
        onPlanChange={setPlanId}
        already={already}
        days={days}
        value={{ ...row, date }}
        onChange={setRow}
        failure={failure}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="add-to-plan-title"
    >
      <DialogTitle id="add-to-plan-title">
        Add {activity.name} to a plan
      </DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <AddToPlanActions
        added={added !== null}
        canAdd={plan !== null}
        isAdding={edit.isPending}
        isLoading={plans.isPending}
        onAdd={() => void add()}
        onClose={onClose}
      />
    </Dialog>
  );
}
