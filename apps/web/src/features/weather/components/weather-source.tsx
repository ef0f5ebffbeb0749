import { shortAge } from '@app/shared/provider-status';
import { weatherSourceName, type WeatherResponse } from '@app/shared/weather';
import { Typography } from '@mui/material';

/** 'Updated 2 h ago · Open-Meteo' for a live forecast; nothing for typical weather. */
export function WeatherSource({ weather }: { weather: WeatherResponse }) {
  if (weather.is_estimate || !weather.fetched_at) return null;
  return (
    <Typography variant="caption" component="p" color="text.secondary">
      Updated {shortAge(weather.fetched_at)} ·{' '}
      {weatherSourceName(weather.source)}
    </Typography>
  );
}
