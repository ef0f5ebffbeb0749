import { Box, Card, CardContent, Stack, Typography } from '@mui/material';

import { visuallyHidden } from '../../../lib/visually-hidden';
import {
  DASHBOARD_WEATHER_DAYS as WIDGET_DAYS,
  useWeather,
} from '../api/get-weather';

import { EstimateChip } from './estimate-chip';
import { dayLabel, degrees } from './weather-format';
import { WeatherIcon } from './weather-icon';
import {
  WeatherEmpty,
  WeatherLoading,
  WeatherUnavailable,
} from './weather-status';

/** The dashboard's compact 3-day Denver weather (today plus 2). */
export function WeatherWidget() {
  const query = useWeather({ days: WIDGET_DAYS });
  return (
    <Card component="section" aria-labelledby="weather-widget-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography
            id="weather-widget-title"
            variant="subtitle1"
            component="h2"
          >
            Denver Weather
          </Typography>
          {query.data?.is_estimate && <EstimateChip />}
        </Stack>
        {query.isPending ? (
          <WeatherLoading count={WIDGET_DAYS} />
        ) : query.isError ? (
          <WeatherUnavailable error={query.error} />
        ) : query.data.forecast.length === 0 ? (
          <WeatherEmpty />
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0 }} aria-label="3-day forecast">
            {query.data.forecast.map((day) => (
              <Stack
                key={day.date}
                component="li"
                direction="row"
                sx={{
                  listStyle: 'none',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.5,
                }}
              >
                {!query.data.is_estimate && (
                  <WeatherIcon condition={day.weather.main} fontSize="small" />
                )}
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {dayLabel(day.date)}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' '}
                    ·{' '}
                    {query.data.is_estimate
                      ? 'typical'
                      : day.weather.description}
                  </Box>
                </Typography>
                <Typography variant="body2">
                  <Box component="span" aria-hidden>
                    {degrees(day.max_temp)} / {degrees(day.min_temp)}
                  </Box>
                  <Box component="span" sx={visuallyHidden}>
                    High {degrees(day.max_temp)}, low {degrees(day.min_temp)}
                  </Box>
                </Typography>
              </Stack>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
