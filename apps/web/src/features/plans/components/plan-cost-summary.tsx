import type { Activity } from '@app/shared/activity';
import {
  budgetLabel,
  estimatedCost,
  isPriceListed,
  planBudgetTotal,
  type PlanBudget,
} from '@app/shared/pricing';
import { Alert } from '@mui/material';

const usd = (n: number) => `$${n.toFixed(2)}`;

/** 'Estimated total: $45.00 (1 price not listed: typical price used)'. */
function unlistedNote(unlisted: number) {
  if (unlisted === 0) return '';
  return unlisted === 1
    ? ' (1 price not listed: typical price used)'
    : ` (${unlisted} prices not listed: typical prices used)`;
}

/**
 * The selected activities' estimated total against the plan's budget, by the
 * rule the server stores, saying how many prices are typical ones.
 */
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
  const unlisted = activities.filter((a) => !isPriceListed(a)).length;
  const limit = planBudgetTotal(budget, days);
  const label = budgetLabel(budget, days);
  const over = limit != null && total > limit;
  return (
    <Alert severity={over ? 'warning' : 'info'} role="status">
      Estimated total: {usd(total)}
      {unlistedNote(unlisted)}
      {label ? ` · Budget: ${label}` : ''}
      {over ? ` · ${usd(total - limit)} over budget` : ''}
    </Alert>
  );
}
