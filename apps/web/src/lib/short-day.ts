import { dateFormat, utcDate } from '@app/shared/date-format';

/** 'Sat, Nov 28' for a YYYY-MM-DD calendar day. */
export function shortDay(day: string): string {
  return dateFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(day));
}
