import { dateFormat } from '@app/shared/date-format';
import { metroToday } from '@app/shared/metro';

/** 'Today', 'Tomorrow' or a short weekday ('Sat') for a YYYY-MM-DD date. */
export function dayLabel(date: string, today = metroToday()): string {
  const offset = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) /
      86_400_000,
  );
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  return dateFormat('en-US', {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** 'Saturday, July 4' for a YYYY-MM-DD date. */
export function longDate(date: string): string {
  return dateFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

export const degrees = (value: number) => `${Math.round(value)}°F`;
