import { METRO_TIME_ZONE } from '@app/shared/metro';

/**
 * Formats a date in the metro's time zone and a number: the first such call
 * in a browser process loads its locale and time-zone data.
 */
export function loadIntlData(): void {
  new Intl.DateTimeFormat('en-US', {
    timeZone: METRO_TIME_ZONE,
    weekday: 'short',
    hour: 'numeric',
  }).format(0);
  new Intl.NumberFormat('en-US').format(0);
}
