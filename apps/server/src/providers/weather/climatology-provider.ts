import { METRO_BOX } from '@app/shared/catalogue';
import { addDays } from '@app/shared/metro';
import type { ForecastDay, HourlyEntry } from '@app/shared/weather';

import { normalsForDay, type ClimateNormals, type DayNormals } from './normals';
import { seededNormal, seededUnit } from './seeded-random';
import {
  CONDITION_ICONS,
  feelsLike,
  type WeatherProvider,
} from './weather-provider';

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  Clear: 'clear sky',
  Clouds: 'scattered clouds',
  Rain: 'light rain',
  Thunderstorm: 'thunderstorm',
  Snow: 'light snow',
};
const SUMMER_MONTHS = new Set([5, 6, 7, 8, 9]);

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

/**
 * Weather persists for a few days: mix today's draw with the two before.
 * Seeded by date alone, because a weather system covers the whole metro: a
 * per-place seed made points 1 km apart disagree by 20 F on the same day.
 */
function anomaly(date: string): number {
  const draw = (offset: number) =>
    seededNormal(`metro|${addDays(date, -offset)}|temp`);
  return (0.5 * draw(0) + 0.35 * draw(1) + 0.15 * draw(2)) / 0.628;
}

type EstimatedDay = { day: ForecastDay; wet: boolean; summer: boolean };

function estimateDay(
  normals: DayNormals,
  coolingF: number,
  date: string,
): EstimatedDay {
  const key = `metro|${date}`;
  const shift = anomaly(date) * normals.spread_f;
  const high = normals.high_f + shift - coolingF;
  const low = Math.min(
    high - 8,
    normals.low_f + shift * 0.7 + seededNormal(`${key}|low`) * 2 - coolingF,
  );
  const wet = seededUnit(`${key}|wet`) < normals.wet_chance;
  const u = seededUnit(`${key}|pop`);
  const precipitation = wet
    ? 55 + 40 * u
    : 5 + normals.wet_chance * 100 * u * 0.9;
  const clouds = wet ? 70 + 25 * u : 10 + 50 * seededUnit(`${key}|clouds`);
  const summer = SUMMER_MONTHS.has(Number(date.slice(5, 7)));
  let main = clouds > 45 ? 'Clouds' : 'Clear';
  if (wet) {
    if (high < 36 || (low < 30 && high < 42)) main = 'Snow';
    else main = summer && u < 0.5 ? 'Thunderstorm' : 'Rain';
  }
  const humidity = clamp(
    normals.humidity_pct + (wet ? 15 : 0) + seededNormal(`${key}|hum`) * 5,
    5,
    100,
  );
  const wind = Math.max(
    1,
    normals.wind_mph + (wet ? 3 : 0) + seededNormal(`${key}|wind`) * 3,
  );
  return {
    wet,
    summer,
    day: {
      date,
      max_temp: round(high),
      min_temp: round(low),
      humidity: round(humidity),
      wind_speed: Math.round(wind * 10) / 10,
      temperature: { min: round(low), max: round(high), day: round(high - 2) },
      weather: {
        main,
        description: DESCRIPTIONS[main]!,
        icon: CONDITION_ICONS[main]!,
      },
      precipitation: round(precipitation),
      clouds: round(clouds),
    },
  };
}

function estimateHours(estimated: EstimatedDay): HourlyEntry[] {
  const { day, wet, summer } = estimated;
  const mid = (day.max_temp + day.min_temp) / 2;
  const amp = (day.max_temp - day.min_temp) / 2;
  return [0, 3, 6, 9, 12, 15, 18, 21].map((hour) => {
    const temperature = mid + amp * Math.cos((2 * Math.PI * (hour - 15)) / 24);
    // Summer storms in Denver build in the afternoon.
    const afternoon = hour >= 12 && hour <= 21;
    const factor = summer ? (afternoon ? 1.25 : 0.45) : 1;
    const noise = seededNormal(`${day.date}|${hour}|hpop`) * 6;
    const precipitation = round(
      clamp(day.precipitation * factor + noise, 0, 100),
    );
    const condition =
      wet && precipitation > 50
        ? day.weather.main
        : day.clouds > 45
          ? 'Clouds'
          : 'Clear';
    return {
      datetime: `${day.date}T${String(hour).padStart(2, '0')}:00`,
      temperature: round(temperature),
      feels_like: round(feelsLike(temperature, day.wind_speed)),
      precipitation,
      wind_speed: day.wind_speed,
      condition,
    };
  });
}

/**
 * An honest offline estimate: the seasonal curve through Denver's monthly
 * normals plus deterministic day-to-day variation seeded by date (one story
 * for the whole metro), a little colder towards the foothills.
 */
export function createClimatologyProvider(
  normals: ClimateNormals,
): WeatherProvider {
  return {
    name: 'climatology',
    forecast: async ({ lng, days, today }) => {
      const coolingF = foothillsCoolingF(cellCentreLng(lng));
      const estimated = Array.from({ length: days }, (_, offset) => {
        const date = addDays(today, offset);
        return estimateDay(
          normalsForDay(normals, dayOfYear(date)),
          coolingF,
          date,
        );
      });
      return {
        source: 'climatology',
        is_estimate: true,
        attribution: normals.attribution,
        forecast: estimated.map((e) => e.day),
        hourly_3h: estimated.flatMap(estimateHours),
      };
    },
  };
}
