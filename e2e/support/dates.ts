/** Today in Denver as YYYY-MM-DD, the app's calendar. */
export function denverToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Two days a week from now: inside any plan window, beyond the forecast. */
export function nextWeekDays(): [string, string] {
  const today = denverToday();
  return [addDays(today, 7), addDays(today, 8)];
}

/** How the Finalize dialog names a day: 'Tue, Dec 1'. */
export function readableDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
