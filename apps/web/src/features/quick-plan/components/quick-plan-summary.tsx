import { budgetLabel, type PlanBudget } from '@app/shared/pricing';
import { Box, Chip, Typography } from '@mui/material';

/** What the quick plan will be built from: its interests, budget and radius. */
export function QuickPlanSummary({
  fromTemplate,
  interests,
  budget,
  dayCount,
  radiusMiles,
}: {
  fromTemplate: boolean;
  interests: string[];
  budget: PlanBudget;
  dayCount: number;
  radiusMiles: number;
}) {
  return (
    <Box>
      {/* The level after the dialog's h2 title: a subtitle2 is an h6 by
          default, which skipped three levels. */}
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {fromTemplate ? 'Template interests' : 'Your interests'}
      </Typography>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label="Interests"
      >
        {interests.map((i) => (
          <Chip key={i} label={i} size="small" />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Budget {budgetLabel(budget, dayCount)} · Radius {radiusMiles} miles
      </Typography>
    </Box>
  );
}
