import { readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { PROJECT_ROOT } from '../../lib/paths';

export const NORMALS_FILE = 'data/denver-climate-normals.json';

const monthSchema = z.object({
  month: z.number().int().min(1).max(12),
  high_f: z.number(),
  low_f: z.number(),
  precip_in: z.number(),
  snowfall_in: z.number(),
  precip_days: z.number(),
  extreme_high_f: z.number(),
  extreme_low_f: z.number(),
  humidity_pct: z.number(),
  wind_mph: z.number(),
});
type MonthNormals = z.infer<typeof monthSchema>;

const normalsSchema = z.object({
  station: z.string(),
  period: z.string(),
  attribution: z.string(),
  note: z.string(),
  months: z.array(monthSchema).length(12),
});
export type ClimateNormals = z.infer<typeof normalsSchema>;

export function loadNormals(
  file = path.join(PROJECT_ROOT, NORMALS_FILE),
): ClimateNormals {
  return normalsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MID_MONTH_DAY = DAYS_IN_MONTH.map(
  (days, i) =>
    DAYS_IN_MONTH.slice(0, i).reduce((sum, d) => sum + d, 0) + days / 2,
);
const YEAR_DAYS = 365;

export type DayNormals = {
  high_f: number;
  low_f: number;
  /** Chance that a given day has measurable precipitation, 0-1. */
  wet_chance: number;
  humidity_pct: number;
  wind_mph: number;
};

function monthDay(month: MonthNormals) {
  const days = DAYS_IN_MONTH[month.month - 1]!;
  return {
    high_f: month.high_f,
    low_f: month.low_f,
    wet_chance: Math.min(1, month.precip_days / days),
    humidity_pct: month.humidity_pct,
    wind_mph: month.wind_mph,
  };
}

/**
 * Normals for a day of the year (0-based, Feb 29 folded into Feb 28): a
 * piecewise-linear seasonal curve through the monthly means at mid-month.
 */
export function normalsForDay(
  normals: ClimateNormals,
  dayOfYear: number,
): DayNormals {
  const day = Math.min(dayOfYear, YEAR_DAYS - 1) + 0.5;
  const first = MID_MONTH_DAY[0]!;
  const last = MID_MONTH_DAY[11]!;
  let prev = 11;
  let next = 0;
  let prevMid = last - YEAR_DAYS;
  let nextMid = first;
  if (day >= last) {
    prevMid = last;
    nextMid = first + YEAR_DAYS;
  } else if (day >= first) {
    prev = MID_MONTH_DAY.findLastIndex((mid) => mid <= day);
    next = prev + 1;
    prevMid = MID_MONTH_DAY[prev]!;
    nextMid = MID_MONTH_DAY[next]!;
  }
  const t = (day - prevMid) / (nextMid - prevMid);
  const a = monthDay(normals.months[prev]!);
  const b = monthDay(normals.months[next]!);
  const mix = (key: keyof DayNormals) => a[key] + (b[key] - a[key]) * t;
  return {
    high_f: mix('high_f'),
    low_f: mix('low_f'),
    wet_chance: mix('wet_chance'),
    humidity_pct: mix('humidity_pct'),
    wind_mph: mix('wind_mph'),
  };
}
