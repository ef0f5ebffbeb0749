import type { ElevationAnalysis } from '@app/shared/activity-details';
import { gradeBand } from '@app/shared/elevation';
import { Box, Typography, useTheme } from '@mui/material';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const CHART_HEIGHT = 220;

function caption(analysis: ElevationAnalysis) {
  if (!analysis.is_estimate) return 'Measured elevations along the route';
  const where =
    analysis.elevation_reference === 'trailhead'
      ? 'feet above the trailhead'
      : 'feet above sea level from the trailhead up';
  return `Estimated profile, ${where}`;
}

/** The trail's elevation against distance, with each point's grade band. */
export function ElevationChart({ analysis }: { analysis: ElevationAnalysis }) {
  const theme = useTheme();
  const color = theme.palette.success.main;
  return (
    <Box
      role="img"
      aria-label={`Elevation profile chart: ${analysis.total_distance_miles} miles, ${analysis.elevation_gain_feet} ft gain`}
      data-testid="elevation-chart"
    >
      <Box sx={{ width: '100%', height: CHART_HEIGHT }}>
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            data={analysis.elevation_profile}
            margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
          >
            <defs>
              <linearGradient id="elevation-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="5%" stopColor={color} stopOpacity={0.5} />
                <stop offset="95%" stopColor={color} stopOpacity={0.05} />
              </linearGradient>
            </defs>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="distance"
              type="number"
              domain={[0, 'dataMax']}
              unit=" mi"
              tick={{ fontSize: 12 }}
            />
            <YAxis
              dataKey="elevation"
              unit=" ft"
              width={72}
              domain={['dataMin', 'dataMax']}
              tick={{ fontSize: 12 }}
            />
            <Tooltip
              formatter={(value, _name, item) => [
                `${value} ft (${item.payload.grade}% grade, ${gradeBand(item.payload.grade)})`,
                'Elevation',
              ]}
              labelFormatter={(label) => `Mile ${label}`}
            />
            <Area
              type="monotone"
              dataKey="elevation"
              stroke={color}
              fill="url(#elevation-fill)"
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {caption(analysis)}
      </Typography>
    </Box>
  );
}
