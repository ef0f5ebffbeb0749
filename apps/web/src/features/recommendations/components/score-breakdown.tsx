import {
  FACTOR_LABELS,
  percent,
  RECOMMENDATION_WEIGHTS,
  type ScoringBreakdown,
} from '@app/shared/recommendations';
import { Box, LinearProgress, Typography } from '@mui/material';

/** Each factor with its weight (spec 2 §9) and this activity's value. */
export function ScoreBreakdown({
  breakdown,
  labelId,
}: {
  breakdown: ScoringBreakdown;
  labelId: string;
}) {
  return (
    <Box component="dl" aria-labelledby={labelId} sx={{ m: 0 }}>
      {FACTOR_LABELS.map(({ key, label }) => (
        <Box key={key} sx={{ mb: 0.75 }}>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Typography component="dt" variant="caption">
              {label} ({percent(RECOMMENDATION_WEIGHTS[key])})
            </Typography>
            <Typography component="dd" variant="caption" sx={{ m: 0 }}>
              {percent(breakdown[key])}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={Math.round(breakdown[key] * 100)}
            aria-hidden
            sx={{ height: 4, borderRadius: 2 }}
          />
        </Box>
      ))}
      {breakdown.collaborative_boost > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="dt" variant="caption" color="secondary">
            Collaborative boost
          </Typography>
          <Typography
            component="dd"
            variant="caption"
            color="secondary"
            sx={{ m: 0 }}
          >
            +{percent(breakdown.collaborative_boost)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
