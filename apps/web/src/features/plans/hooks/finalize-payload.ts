import type { Activity } from '@app/shared/activity';
import {
  clockTime,
  minuteOfDay,
  sortByPlannedTime,
} from '@app/shared/calendar';
import { dateFormat } from '@app/shared/date-format';
import { defaultStartTime } from '@app/shared/event-rules';
import type { FinalizePlanInput } from '@app/shared/finalized-plans';
import { METRO_TIME_ZONE, metroInstant, metroToday } from '@app/shared/metro';
import { metroClock } from '@app/shared/open-now';
import {
  DEFAULT_DURATION_MINUTES,
  defaultFinalizeTitle,
  normalizePlannedTime,
} from '@app/shared/plan-rules';
import { estimatedCost } from '@app/shared/pricing';

export type FinalizeRow = { date: string; time: string; notes: string };

function localDate(iso: string) {
  return dateFormat('en-CA', {
    timeZone: METRO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

function localTime(iso: string) {
  return dateFormat('en-GB', {
    timeZone: METRO_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/** An event's own Denver day and time, when it falls within the plan. */
function eventRow(activity: Activity, days: readonly string[]) {
  if (!activity.start_time) return null;
  const date = localDate(activity.start_time);
  return days.includes(date)
    ? { date, time: localTime(activity.start_time), notes: '' }
    : null;
}

/** A default later today starts at least this long from now, on the half hour. */
const LEAD_MINUTES = 30;
const SLOT_MINUTES = 30;
/** No default starts later than 10 PM: after that, today is over. */
const LATEST_DEFAULT_START = 22 * 60;

/**
 * Where an activity may start by default, best first: its category's time on
 * each plan day still ahead of it, then (a plan of today only, or every later
 * day taken) the next half hour today at least 30 minutes off, until 10 PM.
 */
function openSlots(
  days: readonly string[],
  time: string,
  now: { today: string; minute: number },
) {
  const ahead = days.filter(
    (day) =>
      day > now.today || (day === now.today && minuteOfDay(time) > now.minute),
  );
  const soon =
    Math.ceil((now.minute + LEAD_MINUTES) / SLOT_MINUTES) * SLOT_MINUTES;
  const later =
    days.includes(now.today) && soon <= LATEST_DEFAULT_START
      ? [{ date: now.today, time: clockTime(soon) }]
      : [];
  return [...ahead.map((date) => ({ date, time })), ...later];
}

/**
 * Each activity's first date and time in the finalize dialog. An event keeps
 * its own day and time. Others take their category's start time on the first
 * plan day whose slot is still free and not yet past in Denver, so two
 * lunches fall on two days rather than both at 12:30 on the first, and at
 * 9 PM on Saturday dinner goes to Sunday; when every slot is taken, the
 * first; a plan wholly past keeps its first day (and the dialog says so).
 */
export function initialRows(
  activities: readonly Activity[],
  days: readonly string[],
  at: Date,
): FinalizeRow[] {
  const now = { today: metroToday(at), minute: metroClock(at).minute };
  const hour = Math.floor(now.minute / 60);
  const events = activities.map((activity) => eventRow(activity, days));
  const taken = new Set(
    events.flatMap((row) => (row ? [`${row.date} ${row.time}`] : [])),
  );
  return activities.map((activity, i) => {
    const event = events[i];
    if (event) return event;
    const time = defaultStartTime(activity.category, hour);
    const open = openSlots(days, time, now);
    const slot = open.find((o) => !taken.has(`${o.date} ${o.time}`)) ??
      open[0] ?? { date: days[0] ?? '', time };
    taken.add(`${slot.date} ${slot.time}`);
    return { ...slot, notes: '' };
  });
}

/**
 * Rows in the order they happen: by day, then time, rows without a time after
 * those with one; rows at the same moment keep the order they came in (the
 * order activities were selected).
 */
export function inScheduleOrder<T extends { date: string; time: string }>(
  rows: readonly T[],
): T[] {
  // Both sorts are stable, so sorting by time and then by day leaves each
  // day's rows in time order.
  return sortByPlannedTime(
    rows.map((row) => ({ row, planned_time: row.time || null })),
  )
    .sort((a, b) =>
      a.row.date === b.row.date ? 0 : a.row.date < b.row.date ? -1 : 1,
    )
    .map(({ row }) => row);
}

/** Whether a row's day and time (Denver) have already gone by. */
export function isPastRow(row: FinalizeRow, at: Date): boolean {
  if (!row.date || !/^\d{2}:\d{2}/.test(row.time)) return false;
  return metroInstant(row.date, row.time.slice(0, 5)) < at;
}

/** The finalize payload of spec 2 §3/§5. */
export function buildFinalizePayload(input: {
  /** The draft being finalized; the server replaces it. */
  planId: number;
  title: string;
  description: string;
  days: readonly string[];
  locationName: string | null;
  location: { lat: number | null; lng: number | null };
  activities: readonly Activity[];
  rows: Readonly<Record<number, FinalizeRow>>;
}): FinalizePlanInput {
  const days = input.days;
  const { lat, lng } = input.location;
  return {
    plan_id: input.planId,
    title: input.title.trim() || defaultFinalizeTitle(days),
    description: input.description.trim() || null,
    start_date: days[0]!,
    end_date: days[days.length - 1]!,
    location: lat != null && lng != null ? `${lat},${lng}` : null,
    location_name: input.locationName,
    notes: null,
    selected_activities: input.activities.map((activity) => {
      const row = input.rows[activity.id];
      return {
        activity_id: activity.id,
        planned_date: row?.date || days[0]!,
        planned_time: normalizePlannedTime(row?.time),
        estimated_duration_minutes: DEFAULT_DURATION_MINUTES,
        estimated_cost: estimatedCost(activity),
        priority: 1,
        notes: row?.notes.trim() || null,
      };
    }),
  };
}
