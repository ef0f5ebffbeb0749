import type { FinalizedPlan } from '@app/shared/finalized-plans';
import GroupsIcon from '@mui/icons-material/Groups';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

import { PlanCard, PlanCardGrid } from './plan-card';
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
      <PlanCardGrid>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            title={plan.title}
            badge={
              <Stack direction="row" spacing={0.5}>
                {plan.is_group_plan && (
                  <Chip
                    size="small"
                    icon={<GroupsIcon />}
                    label="Group"
                    variant="outlined"
                  />
                )}
                <StatusChip status={plan.status} />
              </Stack>
            }
            startDate={plan.start_date}
            endDate={plan.end_date}
            place={plan.location_name}
            delete={
              (plan.my_role ?? 'owner') === 'owner'
                ? { tooltip: 'Delete plan', onClick: () => onDelete(plan) }
                : undefined
            }
            actions={
              <Button
                aria-label={`View details of ${plan.title}`}
                onClick={() => onView(plan)}
              >
                View Details
              </Button>
            }
          >
            <Typography>
              {plan.selected_activities.length} planned{' '}
              {plan.selected_activities.length === 1
                ? 'activity'
                : 'activities'}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {formatCost(plan.total_estimated_cost)}
            </Typography>
          </PlanCard>
        ))}
      </PlanCardGrid>
    </Stack>
  );
}
