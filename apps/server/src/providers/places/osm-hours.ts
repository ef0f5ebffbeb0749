import { WEEKDAYS } from '@app/shared/display';
import { METRO_CENTER } from '@app/shared/metro';
import OpeningHours from 'opening_hours';

/** Where holidays (PH) are resolved: Colorado, United States. */
const COLORADO = {
  lat: METRO_CENTER.lat,
  lon: METRO_CENTER.lng,
  address: { country_code: 'us', state: 'Colorado' },
};

/** Local midnight of the Monday of `at`'s week (OSM hours are wall-clock times). */
function mondayOf(at: Date): Date {
  const monday = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function wallMinute(at: Date, dayEnd: Date): number {
  return at >= dayEnd ? 1440 : at.getHours() * 60 + at.getMinutes();
}

type Piece = { start: number; end: number };

/**
 * An OSM `opening_hours` value as `business_hours` (weekday -> 'HH:MM-HH:MM'
 * ranges; a range running past midnight is kept on the day it starts) for
 * the week of `weekOf`, so seasonal hours follow the season of the import
 * (the daily refresh keeps them current). Null when the value cannot be
 * parsed or opens at no known time that week.
 */
export function parseOpeningHours(
  value: string | null | undefined,
  weekOf: Date = new Date(),
): Record<string, string[]> | null {
  if (!value?.trim()) return null;
  let hours: OpeningHours;
  try {
    hours = new OpeningHours(value, COLORADO);
  } catch {
    return null;
  }
  const monday = mondayOf(weekOf);
  const dayAt = (offset: number) =>
    new Date(
      monday.getFullYear(),
      monday.getMonth(),
      monday.getDate() + offset,
    );
  const days: Piece[][] = WEEKDAYS.map(() => []);
  for (const [from, to, unknown] of hours.getOpenIntervals(monday, dayAt(7))) {
    if (unknown) continue;
    for (let day = 0; day < 7; day++) {
      const dayStart = dayAt(day);
      const dayEnd = dayAt(day + 1);
      if (to <= dayStart || from >= dayEnd) continue;
      const start = from > dayStart ? wallMinute(from, dayEnd) : 0;
      const end = wallMinute(to, dayEnd);
      if (end > start) days[day]!.push({ start, end });
    }
  }
  // A range ending at midnight followed by one from midnight is one evening.
  for (let day = 0; day < 7; day++) {
    const late = days[day]!.find((p) => p.end === 1440 && p.start > 0);
    const next = days[(day + 1) % 7]!;
    const early = next.findIndex((p) => p.start === 0 && p.end < 1440);
    if (late && early >= 0) {
      late.end = next[early]!.end;
      next.splice(early, 1);
    }
  }
  if (days.every((pieces) => pieces.length === 0)) return null;
  return Object.fromEntries(
    WEEKDAYS.map((name, day) => [
      name,
      days[day]!.map(
        (p) => `${hhmm(p.start)}-${p.end === 1440 ? '24:00' : hhmm(p.end)}`,
      ),
    ]),
  );
}
