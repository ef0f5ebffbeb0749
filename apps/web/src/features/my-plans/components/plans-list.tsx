import type { FinalizedPlan } from '@app/shared/finalized-plans';
import { readableDayRange } from '@app/shared/plan-rules';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { GridList } from '../../../components/layout/grid-list';
import { LazyTooltip } from '../../../components/lazy-tooltip';

import { StatusChip } from './status-chip';

type Props = {
  plans: FinalizedPlan[];
  onView: (plan: FinalizedPlan) => void;
  onDelete: (plan: FinalizedPlan) => void;
};

export const formatCost = (value: number) => `Est. $${value.toFixed(2)}`;

export function PlansList({ plans, onView, onDelete }: Props) {
  if (plans.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p" gutterBottom>
          No Plans Yet
        </Typography>
        <Button component={RouterLink} to="/create" variant="contained">
          Create Your First Plan
        </Button>
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Your Finalized Plans ({plans.length})
      </Typography>
      <GridList
        gap={2}
        columns={{
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: 'repeat(3, 1fr)',
        }}
      >
        {plans.map((plan) => (
          <li key={plan.id}>
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack
                  direction="row"
                  sx={{
                    justifyContent: 'space-between',
                    gap: 1,
                    alignItems: 'flex-start',
                  }}
                >
                  <Typography
                    variant="h6"
                    component="h3"
                    sx={{ wordBreak: 'break-word' }}
                  >
                    {plan.title}
                  </Typography>
                  <StatusChip status={plan.status} />
                </Stack>
                <Typography color="text.secondary">
                  {readableDayRange(plan.start_date, plan.end_date)}
                </Typography>
                {plan.location_name && (
                  <Typography color="text.secondary">
                    {plan.location_name}
                  </Typography>
                )}
                <Typography>
                  {plan.selected_activities.length} planned{' '}
                  {plan.selected_activities.length === 1
                    ? 'activity'
                    : 'activities'}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {formatCost(plan.total_estimated_cost)}
                </Typography>
              </CardContent>
              <CardActions>
                <Button onClick={() => onView(plan)}>View Details</Button>
                <Box sx={{ flexGrow: 1 }} />
                <LazyTooltip title="Delete plan">
                  <IconButton
                    aria-label={`Delete ${plan.title}`}
                    onClick={() => onDelete(plan)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </LazyTooltip>
              </CardActions>
            </Card>
          </li>
        ))}
      </GridList>
    </Stack>
  );
}
