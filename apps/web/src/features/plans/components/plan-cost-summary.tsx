import type { Activity } from '@app/shared/activity';
import {
  budgetLabel,
  estimatedCost,
  planBudgetTotal,
  type PlanBudget,
} from '@app/shared/pricing';
import { Alert } from '@mui/material';

const usd = (n: number) => `$${n.toFixed(2)}`;

/** The selected activities' estimated total against the plan's budget. */
export function PlanCostSummary({
  activities,
  days,
  budget,
}: {
  activities: readonly Activity[];
  days: number;
  budget: PlanBudget;
}) {
  const total = activities.reduce((sum, a) => sum + estimatedCost(a), 0);
  const limit = planBudgetTotal(budget, days);
  const label = budgetLabel(budget, days);
  const over = limit != null && total > limit;
  return (
    <Alert severity={over ? 'warning' : 'info'} role="status">
      Estimated total: {usd(total)}
      {label ? ` · Budget: ${label}` : ''}
      {over ? ` · ${usd(total - limit)} over budget` : ''}
    </Alert>
  );
}
