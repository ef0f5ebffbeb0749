import { dateFormat, utcDate } from './date-format';
import { addDays, weekday } from './metro';

export type CalendarMode = 'day' | 'week' | 'month';
export const MAX_ITEMS_PER_CELL = 3;

/** The Sunday on or before `date`. */
export function startOfWeek(date: string): string {
  return addDays(date, -weekday(date));
}

export function weekDays(date: string): string[] {
  const start = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** Whole weeks (Sunday first) covering the month of `date`. */
export function monthWeeks(date: string): string[][] {
  const first = `${date.slice(0, 8)}01`;
  const monthKey = date.slice(0, 7);
  const weeks: string[][] = [];
  let cursor = startOfWeek(first);
  do {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(cursor, i)));
    cursor = addDays(cursor, 7);
  } while (cursor.slice(0, 7) === monthKey);
  return weeks;
}

function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Previous (-1) or next (+1) by one day, week or month. */
export function shiftAnchor(date: string, mode: CalendarMode, step: 1 | -1) {
  if (mode === 'day') return addDays(date, step);
  if (mode === 'week') return addDays(date, 7 * step);
  return addMonths(date, step);
}

/** '14:05' -> '2:05 PM'; null or malformed -> null. */
export function formatTime12(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}

/** Minutes after midnight of an 'HH:MM' (or 'HH:MM:SS') time. */
export function minuteOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:MM' of a minute of the day (0 to 1439). */
export function clockTime(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** Sorted by time; items without a time come last. */
export function sortByPlannedTime<T extends { planned_time: string | null }>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) => {
    if (a.planned_time === b.planned_time) return 0;
    if (!a.planned_time) return 1;
    if (!b.planned_time) return -1;
    return a.planned_time < b.planned_time ? -1 : 1;
  });
}

/** The first 3 items of a month cell and how many more are hidden. */
export function cellItems<T>(items: readonly T[], max = MAX_ITEMS_PER_CELL) {
  return {
    visible: items.slice(0, max),
    more: Math.max(0, items.length - max),
  };
}

export function formatMonthTitle(date: string): string {
  return dateFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(date));
}

export function formatDayTitle(date: string): string {
  return dateFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(date));
}

/** 'November 22 – 28, 2026' for the week holding `date`; the months and years only as needed. */
export function formatWeekTitle(date: string): string {
  const days = weekDays(date);
  return dateFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(utcDate(days[0]!), utcDate(days[6]!));
}
