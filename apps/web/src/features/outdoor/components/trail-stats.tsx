import type {
  DifficultyRating,
  ElevationAnalysis,
  TrailFactBasis,
} from '@app/shared/ai-foundation';
import { DIFFICULTY_COLORS } from '@app/shared/elevation';
import { Box, Chip, Typography } from '@mui/material';

import { formatCount } from '../../../lib/format-count';

export const BASIS_TEXT: Record<TrailFactBasis, string> = {
  measured: 'Measured elevations along the route',
  catalogue:
    'Length and climb from the catalogue; the profile shape is estimated',
  activity: 'Length and climb as listed; the profile shape is estimated',
  default:
    'Length and climb of this trail are not known; check current trail information before you go',
};

/**
 * Whether the figures are the trail's own. The 'default' basis is the spec's
 * stand-in day hike, the same for every trail: its difficulty, time, grades
 * and chart describe no real place, so none of them is shown.
 */
export const knowsTrail = (figures: { basis: TrailFactBasis }) =>
  figures.basis !== 'default';

const UNKNOWN = 'Unknown';

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

/**
 * Distance, climb, time and steepest grade, with the estimate said plainly;
 * each is 'Unknown' when the trail's length and climb are.
 */
export function TrailStats({ analysis }: { analysis: ElevationAnalysis }) {
  const known = knowsTrail(analysis);
  const steepest = analysis.steepest_section;
  const stats: [label: string, value: string][] = known
    ? [
        ['Distance', `${analysis.total_distance_miles} mi`],
        ['Elevation Gain', `${formatCount(analysis.elevation_gain_feet)} ft`],
        ['Est. Time', `${analysis.estimated_time_hours} h`],
        [
          `Steepest (mile ${steepest.start_mile}-${steepest.end_mile})`,
          `${Math.abs(steepest.grade_percent)}%`,
        ],
      ]
    : ['Distance', 'Elevation Gain', 'Est. Time', 'Steepest'].map((label) => [
        label,
        UNKNOWN,
      ]);
  return (
    <Box component="section" aria-label="Trail statistics">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          Trail Statistics
        </Typography>
        {known ? <DifficultyChip rating={analysis.difficulty_rating} /> : null}
        {known && analysis.is_estimate ? (
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
        {stats.map(([label, value]) => (
          <Stat key={label} label={label} value={value} />
        ))}
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
