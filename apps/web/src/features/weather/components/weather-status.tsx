import { WEATHER_MESSAGES } from '@app/shared/weather';
import { Alert, Box, Skeleton } from '@mui/material';
import { ZodError } from 'zod';

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

/** A failed call reads as unavailable; an answer of the wrong shape says so. */
export function WeatherUnavailable({ error }: { error: unknown }) {
  return (
    <Alert severity="warning">
      {error instanceof ZodError
        ? WEATHER_MESSAGES.invalid
        : WEATHER_MESSAGES.unavailable}
    </Alert>
  );
}

export function WeatherEmpty() {
  return <Alert severity="info">{WEATHER_MESSAGES.noDataForDates}</Alert>;
}
