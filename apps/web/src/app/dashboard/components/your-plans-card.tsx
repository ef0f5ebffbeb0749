import { dateFormat } from '@app/shared/date-format';
import { METRO_NAME } from '@app/shared/metro';
import DeleteIcon from '@mui/icons-material/Delete';
import ShareIcon from '@mui/icons-material/Share';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Snackbar,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { useDeleteFinalizedPlan } from '../../../features/finalized-plans/api/delete-finalized-plan';
import { useFinalizedPlans } from '../../../features/finalized-plans/api/get-finalized-plans';
import { shareFinalizedPlan } from '../../../features/finalized-plans/api/share-finalized-plan';
import {
  DeletePlanDialog,
  type DoomedPlan,
} from '../../../features/my-plans/components/delete-plan-dialog';
import { countOf } from '../../../lib/format-count';
import { offerLink } from '../../../lib/offer-link';

const DASHBOARD_PLAN_COUNT = 3;

function dateRange(start: string, end: string) {
  const fmt = (d: string) =>
    dateFormat('en-US', {
      month: 'short',
      day: 'numeric',
    }).format(new Date(`${d}T12:00:00`));
  return start === end ? fmt(start) : `${fmt(start)} - ${fmt(end)}`;
}

/** A link anyone can open to read the plan's schedule. */
async function sharePlan(id: number, title: string): Promise<string> {
  const { path } = await shareFinalizedPlan(id);
  return (
    (await offerLink(`${window.location.origin}${path}`, title)) ??
    'Plan shared'
  );
}

/** 'Your Plans (n)': the first 3 finalized plans with delete and share/copy. */
export function YourPlansCard() {
  const { data, isPending, isError } = useFinalizedPlans();
  const remove = useDeleteFinalizedPlan();
  const [message, setMessage] = useState<string | null>(null);
  // Asked first, as My Plans asks: a plan is gone for good once deleted.
  const [doomed, setDoomed] = useState<DoomedPlan | null>(null);
  const plans = data ?? [];

  return (
    <Card variant="outlined">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 1,
          }}
        >
          <Typography variant="h6" component="h2">
            Your Plans ({plans.length})
          </Typography>
          <Button component={RouterLink} to="/my-plans" size="small">
            View All
          </Button>
        </Box>
        {isPending && <Skeleton variant="rounded" height={120} />}
        {isError && <Alert severity="error">Failed to load user data</Alert>}
        {!isPending && !isError && plans.length === 0 && (
          <Typography color="text.secondary">
            No finalized plans yet. Create one and finalize it to see it here.
          </Typography>
        )}
        <List disablePadding aria-label="Your plans">
          {plans.slice(0, DASHBOARD_PLAN_COUNT).map((plan) => (
            <ListItem
              key={plan.id}
              divider
              disableGutters
              secondaryAction={
                <>
                  <IconButton
                    aria-label={`Share ${plan.title}`}
                    onClick={() =>
                      void sharePlan(plan.id, plan.title).then(setMessage, () =>
                        setMessage(
                          'Could not create a share link. Please try again.',
                        ),
                      )
                    }
                  >
                    <ShareIcon />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={`Delete ${plan.title}`}
                    disabled={remove.isPending}
                    onClick={() => setDoomed({ kind: 'finalized', plan })}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              }
              sx={{ pr: 24 }}
            >
              <ListItemText
                primary={
                  <RouterLink
                    to={`/my-plans?planId=${plan.id}`}
                    style={{ color: 'inherit' }}
                  >
                    {plan.title}
                  </RouterLink>
                }
                secondary={`${dateRange(plan.start_date, plan.end_date)} · ${plan.location_name || METRO_NAME} · ${countOf(plan.selected_activities.length, 'activity', 'activities')}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <DeletePlanDialog
        doomed={doomed}
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          if (doomed) remove.mutate(doomed.plan.id);
          setDoomed(null);
        }}
      />
      <Snackbar
        open={message !== null}
        autoHideDuration={3000}
        onClose={() => setMessage(null)}
        message={message}
      />
    </Card>
  );
}
