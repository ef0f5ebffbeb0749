import { clockTime } from '@app/shared/calendar';
import { METRO_BOX } from '@app/shared/catalogue';
import { addDays } from '@app/shared/metro';
import { sunriseMinute, sunsetMinute } from '@app/shared/sun';
import type { ForecastDay, HourlyEntry } from '@app/shared/weather';

import { normalsForDay, type ClimateNormals, type DayNormals } from './normals';
import { feelsLike, type WeatherProvider } from './weather-provider';

const round = (n: number) => Math.round(n);
const clamp = (n: number, lo: number, hi: number) =>
  Math.min(hi, Math.max(lo, n));

/**
 * The weather service caches one answer per ~0.1 degree cell, so the estimate
 * is computed for the cell's centre: every point of a cell gets the same
 * answer, whichever point asked first.
 */
const cellCentreLng = (lng: number) => Math.round(lng * 10) / 10;

/** Standard environmental lapse rate: air cools about 3.5 F per 1,000 ft of climb. */
const LAPSE_F_PER_FOOT = 3.5 / 1000;
/** West of here the plains climb towards the foothills; east of it they are about as high as the stations. */
const PLAINS_WEST_EDGE_LNG = -105.0;
/**
 * How fast the ground rises westward, a straight-line fit (Golden, Morrison
 * and Red Rocks sit 400-1,200 ft above downtown at about -105.2). Gentle on
 * purpose: neighbouring cells differ by about 1.4 F, never a different day.
 */
const RISE_FEET_PER_DEGREE_WEST = 4000;

/**
 * Degrees F colder than the Denver stations because the ground is higher.
 * The provider has no elevation data, so this is a smooth approximation,
 * stopped at the metro's western edge rather than extrapolated into the
 * mountains, where the estimate is only a rough guide anyway.
 */
export function foothillsCoolingF(lng: number): number {
  const west = clamp(
    PLAINS_WEST_EDGE_LNG - lng,
    0,
    PLAINS_WEST_EDGE_LNG - METRO_BOX.minLng,
  );
  return west * RISE_FEET_PER_DEGREE_WEST * LAPSE_F_PER_FOOT;
}

function dayOfYear(date: string): number {
  const start = Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`);
  const day = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - start) / 86_400_000,
  );
  const isLeap =
    new Date(Date.UTC(Number(date.slice(0, 4)), 1, 29)).getUTCDate() === 29;
  return isLeap && day >= 59 ? day - 1 : day;
}

/** A typical day names no condition: the normals do not know the sky's. */
const TYPICAL = {
  main: 'Typical',
  description: 'typical for the date',
  icon: '',
};

const sunClock = (minute: number | null) =>
  minute === null ? null : clockTime(minute);

function typicalDay(
  normals: DayNormals,
  coolingF: number,
  date: string,
  at: { lat: number; lng: number },
): ForecastDay {
  const high = round(normals.high_f - coolingF);
  const low = round(normals.low_f - coolingF);
  return {
    date,
    max_temp: high,
    min_temp: low,
    humidity: round(normals.humidity_pct),
    wind_speed: Math.round(normals.wind_mph * 10) / 10,
    temperature: { min: low, max: high, day: round(high - 2) },
    weather: TYPICAL,
    // Of days like this one, the share with measurable precipitation.
    precipitation: round(normals.wet_chance * 100),
    clouds: 0,
    precipitation_amount: null,
    sunrise: sunClock(sunriseMinute(date, at)),
    sunset: sunClock(sunsetMinute(date, at)),
  };
}

/** The day's usual temperature curve, warmest mid-afternoon; precipitation chance flat. */
function typicalHours(day: ForecastDay): HourlyEntry[] {
  const mid = (day.max_temp + day.min_temp) / 2;
  const amp = (day.max_temp - day.min_temp) / 2;
  return [0, 3, 6, 9, 12, 15, 18, 21].map((hour) => {
    const temperature = mid + amp * Math.cos((2 * Math.PI * (hour - 15)) / 24);
    return {
      datetime: `${day.date}T${String(hour).padStart(2, '0')}:00`,
      temperature: round(temperature),
      feels_like: round(feelsLike(temperature, day.wind_speed)),
      precipitation: day.precipitation,
      wind_speed: day.wind_speed,
      condition: TYPICAL.main,
    };
  });
}

/**
 * The offline mode: each date's climate normal from the seasonal curve
 * through Denver's monthly normals, a little colder towards the foothills.
 * It says what is usual, never what a day will bring.
 */
export function createClimatologyProvider(
  normals: ClimateNormals,
): WeatherProvider {
  return {
    name: 'climatology',
    forecast: async ({ lat, lng, days, today }) => {
      const at = { lat, lng: cellCentreLng(lng) };
      const coolingF = foothillsCoolingF(at.lng);
      const forecast = Array.from({ length: days }, (_, offset) => {
        const date = addDays(today, offset);
        return typicalDay(
          normalsForDay(normals, dayOfYear(date)),
          coolingF,
          date,
          at,
        );
      });
      return {
        source: 'climatology',
        is_estimate: true,
        kind: 'typical',
        attribution: normals.attribution,
        forecast,
        hourly_3h: forecast.flatMap(typicalHours),
      };
    },
  };
}
