import type {
  DifficultyRating,
  ElevationAnalysis,
  TrailFactBasis,
} from '@app/shared/ai-foundation';
import {
  DEFAULT_TRAIL_GAIN_FEET,
  DEFAULT_TRAIL_MILES,
  DIFFICULTY_COLORS,
} from '@app/shared/elevation';
import { Box, Chip, Typography } from '@mui/material';

import { formatCount } from '../../../lib/format-count';

export const BASIS_TEXT: Record<TrailFactBasis, string> = {
  measured: 'Measured elevations along the route',
  catalogue:
    'Length and climb from the catalogue; the profile shape is estimated',
  activity: 'Length and climb as listed; the profile shape is estimated',
  default: `Length and climb unknown: a typical ${DEFAULT_TRAIL_MILES}-mile, ${formatCount(DEFAULT_TRAIL_GAIN_FEET)} ft day hike is shown`,
};

const capitalize = (text: string) =>
  text.replace(/(^|\s)\S/g, (c) => c.toUpperCase());

function DifficultyChip({ rating }: { rating: DifficultyRating }) {
  return (
    <Chip
      size="small"
      color={DIFFICULTY_COLORS[rating]}
      label={capitalize(rating)}
    />
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        textAlign: 'center',
      }}
    >
      <Typography variant="h6" component="p">
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Distance, climb, time and steepest grade, with the estimate said plainly. */
export function TrailStats({ analysis }: { analysis: ElevationAnalysis }) {
  const steepest = analysis.steepest_section;
  return (
    <Box component="section" aria-label="Trail statistics">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          Trail Statistics
        </Typography>
        <DifficultyChip rating={analysis.difficulty_rating} />
        {analysis.is_estimate ? (
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            label="Estimate"
          />
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
          gap: 1,
        }}
      >
        <Stat label="Distance" value={`${analysis.total_distance_miles} mi`} />
        <Stat
          label="Elevation Gain"
          value={`${formatCount(analysis.elevation_gain_feet)} ft`}
        />
        <Stat label="Est. Time" value={`${analysis.estimated_time_hours} h`} />
        <Stat
          label={`Steepest (mile ${steepest.start_mile}-${steepest.end_mile})`}
          value={`${Math.abs(steepest.grade_percent)}%`}
        />
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 1 }}
      >
        {BASIS_TEXT[analysis.basis]}
      </Typography>
    </Box>
  );
}
