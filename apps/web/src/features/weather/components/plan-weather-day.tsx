import {
  entriesForDate,
  morningAfternoonSplit,
  weatherAdvice,
  WEATHER_MESSAGES,
  type ForecastDay,
  type HourlyEntry,
} from '@app/shared/weather';
import { Alert, Box, Stack, Typography } from '@mui/material';

import { degrees, longDate } from './weather-format';
import { WeatherIcon } from './weather-icon';

function DaySummary({ day }: { day: ForecastDay }) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      <WeatherIcon condition={day.weather.main} fontSize="large" />
      <Box>
        <Typography variant="body1" sx={{ textTransform: 'capitalize' }}>
          {day.weather.description}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          High {degrees(day.max_temp)} · Low {degrees(day.min_temp)} ·{' '}
          {Math.round(day.precipitation)}% chance of precipitation · Wind{' '}
          {Math.round(day.wind_speed)} mph
        </Typography>
      </Box>
    </Stack>
  );
}

export type PlanDayWeatherProps = {
  date: string;
  inRange: boolean;
  day: ForecastDay | undefined;
  hourly: readonly HourlyEntry[];
};

/** One plan date: the forecast, advice and best half of the day. */
export function PlanDayWeather({
  date,
  inRange,
  day,
  hourly,
}: PlanDayWeatherProps) {
  const headingId = `plan-weather-${date}`;
  let body;
  if (!inRange) {
    body = <Alert severity="info">{WEATHER_MESSAGES.beyondRange}</Alert>;
  } else if (!day) {
    body = <Alert severity="info">{WEATHER_MESSAGES.noDataForDate}</Alert>;
  } else {
    const entries = entriesForDate(hourly, date);
    const split = morningAfternoonSplit(entries);
    body = (
      <Stack sx={{ gap: 1 }}>
        <DaySummary day={day} />
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {weatherAdvice(day).map((advice) => (
            <Alert
              key={advice.kind}
              component="li"
              // Advice read with the forecast, not news to interrupt with.
              role="listitem"
              severity={advice.severity}
              sx={{ py: 0 }}
            >
              {advice.message}
            </Alert>
          ))}
        </Box>
        {entries.length === 0 ? (
          <Typography variant="caption" color="text.secondary">
            {WEATHER_MESSAGES.noHourly}
          </Typography>
        ) : (
          split && (
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {split.message}
            </Typography>
          )
        )}
      </Stack>
    );
  }
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      <Typography
        id={headingId}
        variant="subtitle1"
        component="h3"
        sx={{ mb: 1 }}
      >
        {longDate(date)}
      </Typography>
      {body}
    </Box>
  );
}
