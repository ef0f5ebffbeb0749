/**
 * The one open-now rule: a place is open when the Denver wall-clock time
 * falls in one of its `business_hours` ranges ('HH:MM-HH:MM'; a close at or
 * before the open runs past midnight into the next day).
 */
import { formatTime12 } from './calendar';
import { WEEKDAYS } from './display';
import { METRO_TIME_ZONE } from './metro';

type BusinessHours = Readonly<Record<string, readonly string[]>>;

function minutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

// Built once, on first use: constructing a formatter costs far more than
// formatting (busy-time estimates ask the clock hundreds of times per
// request), and a page that loads this module may never ask the time.
let metroClockFormat: Intl.DateTimeFormat | undefined;
const metroClockFormatter = () =>
  (metroClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: METRO_TIME_ZONE,
    hourCycle: 'h23',
    weekday: 'long',
    hour: 'numeric',
    minute: 'numeric',
  }));

/** Weekday index (0 = Monday) and minutes after midnight in Denver. */
export function metroClock(at: Date): { day: number; minute: number } {
  const parts = metroClockFormatter().formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const day = WEEKDAYS.indexOf(
    get('weekday').toLowerCase() as (typeof WEEKDAYS)[number],
  );
  return { day, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

function rangesOf(hours: BusinessHours, day: number) {
  const listed: unknown = hours[WEEKDAYS[(day + 7) % 7]!];
  // A status-and-note object or a plain text carries no ranges.
  if (!Array.isArray(listed)) return [];
  return (listed as readonly string[]).flatMap((range) => {
    const [open, close] = range.split('-').map(minutes);
    return open == null || close == null ? [] : [{ open, close }];
  });
}

/**
 * Whether any weekday lists an opening range: an object of empty days or a
 * status and note says nothing about when the place is open.
 */
export function hasListedHours(
  hours: BusinessHours | null | undefined,
): hours is BusinessHours {
  return !!hours && WEEKDAYS.some((_, day) => rangesOf(hours, day).length > 0);
}

/** True/false when hours are listed, null when they are not. */
export function isOpenAt(
  hours: BusinessHours | null | undefined,
  at: Date,
): boolean | null {
  if (!hasListedHours(hours)) return null;
  const { day, minute } = metroClock(at);
  const today = rangesOf(hours, day).some(({ open, close }) =>
    close > open ? minute >= open && minute < close : minute >= open,
  );
  const fromYesterday = rangesOf(hours, day - 1).some(
    ({ open, close }) => close <= open && minute < close,
  );
  return today || fromYesterday;
}

export const CLOSED_NOW = 'Closed now';

const DAY_MINUTES = 24 * 60;

function clockLabel(minute: number): string {
  const m = minute % DAY_MINUTES;
  if (m === 0) return 'midnight';
  const hh = String(Math.floor(m / 60)).padStart(2, '0');
  return formatTime12(`${hh}:${String(m % 60).padStart(2, '0')}`)!;
}

/**
 * The open range holding `minute`, in minutes past today's midnight (so a
 * close after midnight is over 24 h, an open from yesterday negative).
 */
function openRange(hours: BusinessHours, day: number, minute: number) {
  for (const { open, close } of rangesOf(hours, day)) {
    if (close > open && minute >= open && minute < close)
      return { open, close };
    if (close <= open && minute >= open)
      return { open, close: close + DAY_MINUTES };
  }
  for (const { open, close } of rangesOf(hours, day - 1)) {
    if (close <= open && minute < close)
      return { open: open - DAY_MINUTES, close };
  }
  return null;
}

/**
 * Open now with the hour it closes ('Open until 10:00 PM'), or closed with
 * today's next opening ('Closed now · opens 11:00 AM'); null when no hours
 * are listed.
 */
export function openStatusAt(
  hours: BusinessHours | null | undefined,
  at: Date,
): { open: boolean; label: string } | null {
  if (!hasListedHours(hours)) return null;
  const { day, minute } = metroClock(at);
  const range = openRange(hours, day, minute);
  if (range) {
    // '00:00-24:00', '00:00-23:59' and '00:00-00:00' all mean the whole day.
    const allDay = range.close - range.open >= DAY_MINUTES - 1;
    return {
      open: true,
      label: allDay ? 'Open 24 hours' : `Open until ${clockLabel(range.close)}`,
    };
  }
  const next = rangesOf(hours, day)
    .map((r) => r.open)
    .filter((open) => open > minute)
    .sort((a, b) => a - b)[0];
  return {
    open: false,
    label:
      next === undefined
        ? CLOSED_NOW
        : `${CLOSED_NOW} · opens ${clockLabel(next)}`,
  };
}
