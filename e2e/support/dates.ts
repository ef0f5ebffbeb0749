/** The Denver calendar day of an instant, YYYY-MM-DD. */
export function metroDay(instant: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** Today in Denver as YYYY-MM-DD, the app's calendar. */
export function metroToday(): string {
  return metroDay(new Date().toISOString());
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Two days a week from now: inside any plan window, beyond the forecast. */
export function nextWeekDays(): [string, string] {
  const today = metroToday();
  return [addDays(today, 7), addDays(today, 8)];
}

/** A YYYY-MM-DD day in words, read at noon UTC so no zone moves the day. */
function dayInWords(date: string, words: 'short' | 'long'): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: words,
    month: words,
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** How the Finalize dialog names a day: 'Tue, Dec 1'. */
export const readableDay = (date: string) => dayInWords(date, 'short');

/** How a plan's weather names a day: 'Saturday, July 4'. */
export const longDay = (date: string) => dayInWords(date, 'long');

/** How an event card dates its event: 'Sat, Nov 28, 7:00 PM' in Denver. */
export function eventDateLabel(instant: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Denver',
  }).format(new Date(instant));
}
