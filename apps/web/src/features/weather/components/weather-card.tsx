import { bestOutdoorDay, type WeatherTolerance } from '@app/shared/day-weather';
import { typicalDayLine, type ForecastDay } from '@app/shared/weather';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';

import { Deferred } from '../../../components/deferred';
import { visuallyHidden } from '../../../lib/visually-hidden';
import {
  HOME_WEATHER_DAYS as FORECAST_DAYS,
  useWeather,
} from '../api/get-weather';

import { EstimateChip } from './estimate-chip';
import { dayLabel, degrees } from './weather-format';
import { WeatherIcon } from './weather-icon';
import { WeatherSource } from './weather-source';
import {
  WeatherEmpty,
  WeatherLoading,
  WeatherUnavailable,
} from './weather-status';

/** A day tile's height: padding, a title, the icon, temperatures, 2 captions. */
const DAY_TILE_HEIGHT = 138;
const DAYS_GRID_SX = {
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1,
  gridTemplateColumns: {
    xs: 'repeat(auto-fill, minmax(96px, 1fr))',
    sm: `repeat(${FORECAST_DAYS}, 1fr)`,
  },
} as const;

function DayTile({ day }: { day: ForecastDay }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        textAlign: 'center',
      }}
    >
      <Typography variant="subtitle2" component="p">
        {dayLabel(day.date)}
        <Box component="span" sx={visuallyHidden}>
          : {day.weather.description}
        </Box>
      </Typography>
      <WeatherIcon condition={day.weather.main} sx={{ my: 0.5 }} />
      <Typography variant="body2" component="p">
        <Box component="span" aria-hidden>
          <strong>{degrees(day.max_temp)}</strong> / {degrees(day.min_temp)}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          High {degrees(day.max_temp)}, low {degrees(day.min_temp)}
        </Box>
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {day.humidity}% humidity
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {Math.round(day.wind_speed)} mph wind
      </Typography>
    </Box>
  );
}

/** Climate normals, one plain line a date: no icon, nothing that reads as a forecast. */
function TypicalDays({ days }: { days: readonly ForecastDay[] }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        No live forecast could be reached, so this is the weather usual for
        these dates.
      </Typography>
      <Box
        component="ul"
        aria-label="Typical weather"
        sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}
      >
        {days.map((day) => (
          <Typography
            key={day.date}
            component="li"
            variant="body2"
            sx={{ listStyle: 'none' }}
          >
            <strong>{dayLabel(day.date)}</strong> · {typicalDayLine(day)}
          </Typography>
        ))}
      </Box>
    </>
  );
}

/**
 * The forecast read against the user's outdoor settings: the best day to be
 * outside, or that none suits, with a way to change the settings.
 */
function OutdoorOutlook({
  days,
  tolerance,
}: {
  days: readonly ForecastDay[];
  tolerance: WeatherTolerance;
}) {
  const best = bestOutdoorDay(days, tolerance);
  const settings = `${tolerance.outdoor_temp_min}-${tolerance.outdoor_temp_max}°F, rain or snow up to ${tolerance.precipitation_tolerance}%`;
  return (
    <Typography variant="body2" sx={{ mt: 2 }}>
      {best ? (
        <>
          Best day to be outside: <strong>{dayLabel(best.day.date)}</strong>,
          high {degrees(best.day.max_temp)},{' '}
          {Math.round(best.day.precipitation)}% chance of rain or snow.{' '}
          {best.suiting} of {days.length} days{' '}
          {best.suiting === 1 ? 'suits' : 'suit'} your outdoor settings (
          {settings}).
        </>
      ) : (
        <>
          None of these {days.length} days suits your outdoor settings (
          {settings}): indoor plans may suit better.
        </>
      )}{' '}
      <Link component={RouterLink} to="/preferences">
        Change settings
      </Link>
    </Typography>
  );
}

/**
 * The home page's 5-day forecast for the user's (or Denver's) location;
 * placeholders until `enabled` (the location is known) and the answer is in.
 */
export const WeatherCard = memo(function WeatherCard({
  lat,
  lng,
  enabled = true,
  tolerance,
}: {
  lat?: number;
  lng?: number;
  enabled?: boolean;
  /** The user's outdoor settings; without them no outlook is shown. */
  tolerance?: WeatherTolerance;
}) {
  const query = useWeather({ lat, lng, days: FORECAST_DAYS }, enabled);
  return (
    <Deferred>
      <Card component="section" aria-labelledby="weather-card-title">
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
            <Typography id="weather-card-title" variant="h6" component="h2">
              5-Day Forecast
            </Typography>
            {query.data?.is_estimate && <EstimateChip />}
          </Stack>
          {query.isPending ? (
            <WeatherLoading
              count={FORECAST_DAYS}
              tileHeight={DAY_TILE_HEIGHT}
              gridSx={DAYS_GRID_SX}
            />
          ) : query.isError ? (
            <WeatherUnavailable error={query.error} />
          ) : query.data.forecast.length === 0 ? (
            <WeatherEmpty />
          ) : query.data.is_estimate ? (
            <TypicalDays days={query.data.forecast} />
          ) : (
            <>
              <Box component="ul" aria-label="5-day forecast" sx={DAYS_GRID_SX}>
                {query.data.forecast.map((day) => (
                  <DayTile key={day.date} day={day} />
                ))}
              </Box>
              <WeatherSource weather={query.data} />
              {tolerance && (
                <OutdoorOutlook
                  days={query.data.forecast}
                  tolerance={tolerance}
                />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Deferred>
  );
});
