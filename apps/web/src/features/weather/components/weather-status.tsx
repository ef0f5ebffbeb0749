import { WEATHER_MESSAGES } from '@app/shared/weather';
import { Alert, Box, Skeleton, type SxProps, type Theme } from '@mui/material';
import { ZodError } from 'zod';

/** Placeholder tiles; a caller whose tiles differ passes their height and grid, so nothing moves when they arrive. */
export function WeatherLoading({
  count,
  tileHeight = 112,
  gridSx = {
    display: 'grid',
    gap: 1,
    gridTemplateColumns: `repeat(auto-fill, minmax(96px, 1fr))`,
  },
}: {
  count: number;
  tileHeight?: number;
  gridSx?: SxProps<Theme>;
}) {
  return (
    <Box role="status" aria-label="Loading weather" sx={gridSx}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={tileHeight} />
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
