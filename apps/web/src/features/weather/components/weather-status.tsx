import { WEATHER_MESSAGES } from '@app/shared/weather';
import { Alert, Box, Skeleton } from '@mui/material';

export function WeatherLoading({ count }: { count: number }) {
  return (
    <Box
      role="status"
      aria-label="Loading weather"
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: `repeat(auto-fill, minmax(96px, 1fr))`,
      }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={112} />
      ))}
    </Box>
  );
}

export function WeatherUnavailable() {
  return <Alert severity="warning">{WEATHER_MESSAGES.unavailable}</Alert>;
}

export function WeatherEmpty() {
  return <Alert severity="info">{WEATHER_MESSAGES.noDataForDates}</Alert>;
}
