import { formatTime12 } from '@app/shared/calendar';
import {
  beyondRangeMessage,
  entriesForDate,
  morningAfternoonSplit,
  typicalAdvice,
  typicalDayLine,
  weatherAdvice,
  WEATHER_MESSAGES,
  type ForecastDay,
  type HourlyEntry,
} from '@app/shared/weather';
import { Alert, Box, Stack, Typography } from '@mui/material';

import { degrees, longDate } from './weather-format';
import { WeatherIcon } from './weather-icon';

/** 'Sunrise 7:03 AM · Sunset 4:36 PM', or nothing when the answer has neither. */
function SunTimes({ day }: { day: ForecastDay }) {
  const sunrise = formatTime12(day.sunrise);
  const sunset = formatTime12(day.sunset);
  if (!sunrise && !sunset) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {[sunrise && `Sunrise ${sunrise}`, sunset && `Sunset ${sunset}`]
        .filter(Boolean)
        .join(' · ')}
    </Typography>
  );
}

function TypicalSummary({ day }: { day: ForecastDay }) {
  return (
    <Box>
      <Typography variant="body1">{typicalDayLine(day)}</Typography>
      <Typography variant="body2" color="text.secondary">
        No forecast for this date yet: these are the usual numbers.
      </Typography>
      <SunTimes day={day} />
    </Box>
  );
}

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
        <SunTimes day={day} />
      </Box>
    </Stack>
  );
}

export type PlanDayWeatherProps = {
  date: string;
  inRange: boolean;
  day: ForecastDay | undefined;
  hourly: readonly HourlyEntry[];
  /** Climate normals, not a forecast: said as what is usual. */
  typical: boolean;
};

/** One plan date: the forecast, advice and best half of the day. */
export function PlanDayWeather({
  date,
  inRange,
  day,
  hourly,
  typical,
}: PlanDayWeatherProps) {
  const headingId = `plan-weather-${date}`;
  let body;
  if (!inRange) {
    body = <Alert severity="info">{beyondRangeMessage}</Alert>;
  } else if (!day) {
    body = <Alert severity="info">{WEATHER_MESSAGES.noDataForDate}</Alert>;
  } else {
    const entries = entriesForDate(hourly, date);
    const split = typical ? null : morningAfternoonSplit(entries);
    body = (
      <Stack sx={{ gap: 1 }}>
        {typical ? <TypicalSummary day={day} /> : <DaySummary day={day} />}
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {(typical ? typicalAdvice(day) : weatherAdvice(day)).map((advice) => (
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
        {typical ? null : entries.length === 0 ? (
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
