import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { categoryLabel } from '@app/shared/interests';
import { daysList, readableDay } from '@app/shared/plan-rules';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { useFullScreenDialog } from '../../../components/use-full-screen-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useEditScheduledActivities } from '../../finalized-plans/api/edit-scheduled-activities';
import { usePlanSuggestions } from '../../finalized-plans/api/plan-suggestions';

/** The plan's remaining suggestions from its draft; each one added lands in this plan. */
export function PlanSuggestionsDialog({
  plan,
  open,
  onClose,
}: {
  plan: FinalizedPlan;
  open: boolean;
  onClose: () => void;
}) {
  const fullScreen = useFullScreenDialog();
  const suggestions = usePlanSuggestions(plan.id, open);
  const edit = useEditScheduledActivities(plan.id);
  const days = daysList(plan.start_date, plan.end_date, plan.start_date);
  const [day, setDay] = useState(days[0] ?? plan.start_date);
  const [added, setAdded] = useState<string | null>(null);

  let body: React.ReactNode;
  if (suggestions.isPending) {
    body = <CircularProgress size={24} aria-label="Loading suggestions" />;
  } else if (suggestions.isError) {
    body = <Alert severity="error">Could not load the suggestions.</Alert>;
  } else if (suggestions.data.length === 0) {
    body = (
      <Typography color="text.secondary">
        No more suggestions for this plan. Add places from any card with
        &ldquo;Add to plan&rdquo;.
      </Typography>
    );
  } else {
    body = (
      <List dense aria-label="Suggestions">
        {suggestions.data.map((activity) => (
          <ListItem key={activity.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={activity.name}
              secondary={categoryLabel(activity.category)}
              sx={{ minWidth: 160 }}
            />
            <Button
              variant="outlined"
              sx={{ minHeight: 44 }}
              disabled={edit.isPending}
              aria-label={`Add ${activity.name} to ${plan.title}`}
              onClick={() =>
                edit.mutate(
                  {
                    kind: 'add',
                    input: { activity_id: activity.id, planned_date: day },
                  },
                  {
                    onSuccess: () =>
                      setAdded(
                        `${activity.name} added on ${readableDay(day)}.`,
                      ),
                  },
                )
              }
            >
              Add
            </Button>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="plan-suggestions-title"
    >
      <DialogTitle id="plan-suggestions-title">
        Add more from suggestions
      </DialogTitle>
      <DialogContent dividers>
        {days.length > 1 && (
          <TextField
            select
            label="Day"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            sx={{ mb: 1, minWidth: 180 }}
          >
            {days.map((d) => (
              <MenuItem key={d} value={d}>
                {readableDay(d)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {body}
        <div role="status">
          {added && !edit.isError && <Alert severity="success">{added}</Alert>}
        </div>
        {edit.isError && (
          <Alert severity="error">
            {errorMessage(edit.error, 'Could not add that place.')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
