import type {
  DifficultyRating,
  ElevationAnalysis,
  TrailFactBasis,
} from '@app/shared/activity-details';
import { DIFFICULTY_COLORS } from '@app/shared/elevation';
import { Box, Chip, Typography } from '@mui/material';

import { formatCount } from '../../../lib/format-count';

export const BASIS_TEXT: Record<TrailFactBasis, string> = {
  measured: 'Measured elevations along the route',
  catalogue:
    'Length and climb from the catalogue; the profile shape is estimated',
  activity: 'Length and climb as listed; the profile shape is estimated',
  default:
    'Length and climb of this trail are not listed: the estimates are those of a typical day hike; check current trail information before you go',
};

/**
 * Whether the figures are the trail's own. The 'default' basis is the spec's
 * stand-in day hike, the same for every trail: its difficulty, time, grades
 * and chart describe no real place, so none of them is shown.
 */
export const knowsTrail = (figures: { basis: TrailFactBasis }) =>
  figures.basis !== 'default';

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

type StatRow = [label: string, value: string];

/** The trail's own figures: length, climb, time and its steepest stretch. */
function listedStats(analysis: ElevationAnalysis): StatRow[] {
  const steepest = analysis.steepest_section;
  return [
    ['Distance', `${analysis.total_distance_miles} mi`],
    ['Elevation Gain', `${formatCount(analysis.elevation_gain_feet)} ft`],
    ['Est. Time', `${analysis.estimated_time_hours} h`],
    [
      `Steepest (mile ${steepest.start_mile}-${steepest.end_mile})`,
      `${Math.abs(steepest.grade_percent)}%`,
    ],
  ];
}

/**
 * A trail without listed figures: the measured trailhead height when the
 * elevation service answered, and a typical day hike's length, climb and
 * time marked as estimates. Its steepest stretch would come from an invented
 * profile shape, so it is left out.
 */
function estimatedStats(analysis: ElevationAnalysis): StatRow[] {
  const trailhead =
    analysis.elevation_reference === 'sea_level'
      ? analysis.elevation_profile[0]?.elevation
      : undefined;
  return [
    ...(trailhead === undefined
      ? []
      : [
          [
            'Trailhead Elevation',
            `${formatCount(Math.round(trailhead))} ft`,
          ] satisfies StatRow,
        ]),
    ['Distance (estimate)', `~${analysis.total_distance_miles} mi`],
    [
      'Elevation Gain (estimate)',
      `~${formatCount(analysis.elevation_gain_feet)} ft`,
    ],
    ['Est. Time', `~${analysis.estimated_time_hours} h`],
  ];
}

/** Distance, climb, time and steepest grade, with the estimate said plainly. */
export function TrailStats({ analysis }: { analysis: ElevationAnalysis }) {
  const known = knowsTrail(analysis);
  const stats = known ? listedStats(analysis) : estimatedStats(analysis);
  return (
    <Box component="section" aria-label="Trail statistics">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          Trail Statistics
        </Typography>
        {known ? <DifficultyChip rating={analysis.difficulty_rating} /> : null}
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
