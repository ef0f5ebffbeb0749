import { dateFormat } from '@app/shared/date-format';
import { WEEKDAYS } from '@app/shared/display';
import { METRO_TIME_ZONE } from '@app/shared/metro';

const DEFAULT_BOOKING_RANGES = ['11:30-14:30', '17:00-21:00'];
const BOOKING_SLOT_MINUTES = 30;
const BOOKING_SLOTS_SHOWN = 8;

const toMinutes = (hhmm: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
};

const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Slot starts every 30 minutes inside each 'HH:MM-HH:MM' range (a slot must start before closing). */
export function slotsInRanges(ranges: readonly string[]): string[] {
  const slots = new Set<number>();
  for (const range of ranges) {
    const [openText, closeText] = range.split('-');
    const open = toMinutes(openText ?? '');
    let close = toMinutes(closeText ?? '');
    if (open === null || close === null) continue;
    if (close <= open) close += 24 * 60;
    const first = Math.ceil(open / BOOKING_SLOT_MINUTES) * BOOKING_SLOT_MINUTES;
    for (let t = first; t < close && t < 24 * 60; t += BOOKING_SLOT_MINUTES) {
      slots.add(t);
    }
  }
  return [...slots].sort((a, b) => a - b).map(toHhmm);
}

function weekdayIn(date: Date, timeZone = METRO_TIME_ZONE): string {
  return dateFormat('en-US', { weekday: 'long', timeZone })
    .format(date)
    .toLowerCase();
}

/**
 * The first 8 booking slots for the given day: from the day's opening ranges,
 * else the default lunch and dinner ranges.
 */
export function bookingSlots(
  hours: Readonly<Record<string, readonly string[]>> | null | undefined,
  date: Date = new Date(),
): string[] {
  const day = weekdayIn(date);
  const todays =
    hours &&
    Object.entries(hours).find(
      ([key]) =>
        key.toLowerCase() === day &&
        (WEEKDAYS as readonly string[]).includes(day),
    )?.[1];
  const ranges = todays && todays.length ? todays : DEFAULT_BOOKING_RANGES;
  const slots = slotsInRanges(ranges);
  return (slots.length ? slots : slotsInRanges(DEFAULT_BOOKING_RANGES)).slice(
    0,
    BOOKING_SLOTS_SHOWN,
  );
}
