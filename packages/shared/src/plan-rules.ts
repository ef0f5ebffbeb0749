import { dateFormat } from './date-format';
import { PLAN_CATEGORIES } from './interests';
import { addDays, dayDiff, isIsoDate } from './metro';

export const MAX_PLAN_DAYS = 14;
export const DEFAULT_DURATION_MINUTES = 120;

/** Every date from start to end inclusive; only `today` when a date is missing. */
export function daysList(start: string, end: string, today: string): string[] {
  if (!start || !end || !isIsoDate(start) || !isIsoDate(end)) return [today];
  const count = dayDiff(start, end);
  if (count < 0) return [start];
  return Array.from({ length: count + 1 }, (_, i) => addDays(start, i));
}

/**
 * '{Morning|Afternoon|Evening} {first interest category or Weekend} Plan - {start} - {end}',
 * with '&' in the category label replaced by 'and'.
 */
/** 'Sun, Nov 22' for a YYYY-MM-DD date (the calendar day, in any zone). */
export function readableDay(iso: string): string {
  return dateFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

/** 'Sun, Nov 22' or 'Sun, Nov 22 - Tue, Nov 24'. */
export function readableDayRange(start: string, end: string): string {
  return start === end
    ? readableDay(start)
    : `${readableDay(start)} - ${readableDay(end)}`;
}

export function generatePlanName(
  interests: readonly string[],
  start: string,
  end: string,
  now: Date = new Date(),
): string {
  const hour = now.getHours();
  const part = hour < 12 ? 'Morning' : hour < 17 ? 'Afternoon' : 'Evening';
  const first = interests[0];
  const categoryId = first?.split(':')[0]?.trim();
  const category = PLAN_CATEGORIES.find(
    (c) => c.id === categoryId || c.label === categoryId,
  );
  const label = category ? category.label.replace(/&/g, 'and') : 'Weekend';
  return `${part} ${label} Plan - ${readableDayRange(start, end)}`;
}

export type PlanStatus = 'planned' | 'in_progress' | 'completed' | 'cancelled';

/** in_progress and completed follow from the dates; cancelled is stored. */
export function derivePlanStatus(
  stored: string,
  start: string,
  end: string,
  today: string,
): PlanStatus {
  if (stored === 'cancelled') return 'cancelled';
  if (today > end) return 'completed';
  if (today >= start) return 'in_progress';
  return 'planned';
}

/** A time without a colon becomes 12:00; anything longer is cut to HH:MM. */
export function normalizePlannedTime(value: string | null | undefined) {
  const text = (value ?? '').trim();
  if (!text.includes(':')) return '12:00';
  return text.slice(0, 5);
}

/** Default title: 'Plan for {first}' or 'Plan for {first} - {last}'. */
export function defaultFinalizeTitle(days: readonly string[]): string {
  if (days.length === 0) return 'Plan';
  return `Plan for ${readableDayRange(days[0]!, days[days.length - 1]!)}`;
}
