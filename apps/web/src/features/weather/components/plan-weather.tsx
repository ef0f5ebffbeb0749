import { metroToday } from '@app/shared/metro';
import { isWithinForecastRange, MAX_FORECAST_DAYS } from '@app/shared/weather';
import { Card, CardContent, Stack, Typography } from '@mui/material';

import { useWeather } from '../api/get-weather';

import { EstimateChip } from './estimate-chip';
import { PlanDayWeather } from './plan-weather-day';
import { WeatherSource } from './weather-source';
import {
  WeatherEmpty,
  WeatherLoading,
  WeatherUnavailable,
} from './weather-status';

export type PlanWeatherProps = {
  /** The plan's days, YYYY-MM-DD. */
  dates: readonly string[];
  lat?: number;
  lng?: number;
  /** One chosen day of the plan; null shows every day. */
  selectedDay?: string | null;
};

/**
 * Weather for a plan's days: 7 days are requested; later dates say they are
 * beyond the forecast, and a day the provider left out says it has no data.
 */
export function PlanWeather({
  dates,
  lat,
  lng,
  selectedDay = null,
}: PlanWeatherProps) {
  const query = useWeather(
    { lat, lng, days: MAX_FORECAST_DAYS },
    dates.length > 0,
  );
  const today = metroToday();
  return (
    <Card component="section" aria-labelledby="plan-weather-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography id="plan-weather-title" variant="h6" component="h2">
            Weather for your plan
          </Typography>
          {query.data?.is_estimate && <EstimateChip />}
        </Stack>
        {dates.length === 0 ? (
          <WeatherEmpty />
        ) : query.isPending ? (
          <WeatherLoading count={Math.min(dates.length, 3)} />
        ) : query.isError ? (
          <WeatherUnavailable error={query.error} />
        ) : (
          <Stack sx={{ gap: 1.5 }}>
            {(selectedDay ? [selectedDay] : dates).map((date) => (
              <PlanDayWeather
                key={date}
                date={date}
                inRange={isWithinForecastRange(date, today)}
                day={query.data.forecast.find((d) => d.date === date)}
                hourly={query.data.hourly_3h}
                typical={query.data.is_estimate}
              />
            ))}
            <WeatherSource weather={query.data} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** A plan page's weather section for the chosen day (null: every day). */
export function planWeather(plan: {
  days: string[];
  location: { lat: number | null; lng: number | null };
}) {
  return function PlanDayWeatherSection(day: string | null) {
    return (
      <PlanWeather
        dates={plan.days}
        selectedDay={day}
        lat={plan.location.lat ?? undefined}
        lng={plan.location.lng ?? undefined}
      />
    );
  };
}
