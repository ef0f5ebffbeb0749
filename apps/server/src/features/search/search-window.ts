import { addDays, metroInstant, metroToday, weekday } from '@app/shared/metro';
import { metroClock } from '@app/shared/open-now';
import type { AiSearchWhen } from '@app/shared/search';

export type TimeWindow = {
  from: Date;
  to: Date;
  /**
   * The window had begun when asked (`from` is the moment of the question):
   * an event already under way then is on in it too.
   */
  ongoing?: boolean;
  /** 'tonight' asked from 23:00: what is left of the night, until 03:00. */
  late?: boolean;
};

/**
 * A night out runs from 17:00 to 03:00: 'tonight' asked at 1 am is the rest
 * of the night that began the evening before, not the coming evening.
 */
const EVENING = '17:00';
const LATE = '23:00';
const NIGHT_END = '03:00';
const NIGHT_END_MINUTE = 3 * 60;
const DAY_MINUTES = 24 * 60;

const WEEKDAY_OF = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
} as const;

const later = (a: Date, b: Date) => (a > b ? a : b);

/** Next date (today included) in Denver falling on `day` (0 Sunday). */
function nextWeekday(today: string, day: number): string {
  return addDays(today, (day - weekday(today) + 7) % 7);
}

/**
 * The span a time word names, in Denver time; events must be on inside it
 * and places always match (spec 1 §9 metro zone).
 */
export function searchWindow(
  when: AiSearchWhen | null,
  now: Date,
): TimeWindow | undefined {
  const window = spanOf(when, now);
  if (!window) return undefined;
  return window.from.getTime() === now.getTime()
    ? { ...window, ongoing: true }
    : window;
}

function spanOf(when: AiSearchWhen | null, now: Date): TimeWindow | undefined {
  if (!when) return undefined;
  const today = metroToday(now);
  const startOf = (date: string) => metroInstant(date, '00:00');
  switch (when) {
    case 'today':
      return { from: now, to: startOf(addDays(today, 1)) };
    case 'tonight': {
      const night =
        now < metroInstant(today, NIGHT_END) ? addDays(today, -1) : today;
      const late = now >= metroInstant(night, LATE);
      return {
        from: later(now, metroInstant(night, EVENING)),
        to: metroInstant(addDays(night, 1), NIGHT_END),
        ...(late ? { late } : {}),
      };
    }
    case 'tomorrow':
      return {
        from: startOf(addDays(today, 1)),
        to: startOf(addDays(today, 2)),
      };
    case 'monday':
    case 'tuesday':
    case 'wednesday':
    case 'thursday':
    case 'friday':
    case 'saturday':
    case 'sunday': {
      const date = nextWeekday(today, WEEKDAY_OF[when]);
      return {
        from: later(now, startOf(date)),
        to: startOf(addDays(date, 1)),
      };
    }
    case 'this_week': {
      // Through Sunday; asked on a Sunday, the week ahead.
      const day = weekday(today);
      return {
        from: now,
        to: startOf(addDays(today, day === 0 ? 8 : 8 - day)),
      };
    }
    case 'this_weekend': {
      const day = weekday(today);
      const monday = nextWeekday(addDays(today, 1), 1);
      if (day === 0 || day === 6) return { from: now, to: startOf(monday) };
      const friday = nextWeekday(today, 5);
      return {
        from: later(now, metroInstant(friday, '17:00')),
        to: startOf(monday),
      };
    }
  }
}

/**
 * How long an event without an end time is taken to last, as the
 * catalogue's upcoming filter takes it.
 */
const EVENT_HOURS = 3;
const HOUR_MS = 3_600_000;

/**
 * How far before a begun window the catalogue is read for events still
 * under way in it (an afternoon festival with an evening end).
 */
const UNDER_WAY_HOURS = 12;

/**
 * Whether an event is on in the window: it starts inside it or, in a window
 * that had begun when asked, is still under way at its start (the 19:30
 * show at 21:00). Never for places, and any event without a window.
 */
export function isOnDuring(
  activity: { start_time: string | null; end_time: string | null },
  window: TimeWindow | undefined,
): boolean {
  if (!activity.start_time) return false;
  if (!window) return true;
  const start = Date.parse(activity.start_time);
  if (start > window.to.getTime()) return false;
  if (start >= window.from.getTime()) return true;
  if (!window.ongoing) return false;
  const end = activity.end_time
    ? Date.parse(activity.end_time)
    : start + EVENT_HOURS * HOUR_MS;
  return end > window.from.getTime();
}

/** The earliest start of an event that may be on in the window. */
export function readFrom(window: TimeWindow): Date {
  return window.ongoing
    ? new Date(window.from.getTime() - UNDER_WAY_HOURS * HOUR_MS)
    : window.from;
}

/** The Denver weekday (0 Sunday, as opening hours count) and minute of the day. */
export function localClock(at: Date): { day: number; minute: number } {
  // metroClock counts weekdays from Monday.
  return { day: weekday(metroToday(at)), minute: metroClock(at).minute };
}

/**
 * The Denver weekday (0 Sunday) and minute of the evening a moment belongs
 * to: from midnight to 03:00 it is still the night before, at minutes past
 * 24:00 (01:30 on Saturday is Friday at 25:30), as late opening hours are
 * kept on the day they start.
 */
export function eveningClock(at: Date): { day: number; minute: number } {
  const { day, minute } = localClock(at);
  return minute < NIGHT_END_MINUTE
    ? { day: (day + 6) % 7, minute: minute + DAY_MINUTES }
    : { day, minute };
}

/**
 * The weekday whose evening the window is about: the evening its start
 * belongs to once the window has begun (01:30 is still last night), else
 * its first calendar day (a 'friday' window starts at Friday 00:00, not in
 * Thursday's night). Today's without a window.
 */
export function eveningDay(window: TimeWindow | undefined): number {
  if (window?.ongoing) return eveningClock(window.from).day;
  return weekday(metroToday(window?.from ?? new Date()));
}
