import { METRO_TIME_ZONE } from '@app/shared/metro';

/** Today's date in Denver as YYYY-MM-DD. */
export function denverDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: METRO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function offsetMinutes(utc: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: METRO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(utc);
  const get = (type: string) =>
    Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
  );
  return (local - utc.getTime()) / 60_000;
}

/** The instant of a Denver wall-clock time (handles daylight saving). */
export function denverInstant(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const first = new Date(guess.getTime() - offsetMinutes(guess) * 60_000);
  return new Date(guess.getTime() - offsetMinutes(first) * 60_000);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The coming Saturday and Sunday in Denver (today when it is the weekend). */
export function comingWeekend(today: string): string[] {
  const day = weekday(today);
  if (day === 0) return [today];
  const saturday = addDays(today, 6 - day);
  return [saturday, addDays(saturday, 1)];
}
