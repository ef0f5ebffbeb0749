import type { Activity } from '@app/shared/activity';
import { dateFormat } from '@app/shared/date-format';
import { defaultStartTime } from '@app/shared/event-rules';
import type { FinalizePlanInput } from '@app/shared/finalized-plans';
import { METRO_TIME_ZONE } from '@app/shared/metro';
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

/**
 * Each activity's first date and time in the finalize dialog. An event keeps
 * its own day and time. Others take their category's start time on the first
 * plan day whose slot is still free, so two lunches fall on two days rather
 * than both at 12:30 on the first; when every day's slot is taken, the first.
 */
export function initialRows(
  activities: readonly Activity[],
  days: readonly string[],
  hour: number,
): FinalizeRow[] {
  const events = activities.map((activity) => eventRow(activity, days));
  const taken = new Set(
    events.flatMap((row) => (row ? [`${row.date} ${row.time}`] : [])),
  );
  return activities.map((activity, i) => {
    const event = events[i];
    if (event) return event;
    const time = defaultStartTime(activity.category, hour);
    const date =
      days.find((day) => !taken.has(`${day} ${time}`)) ?? days[0] ?? '';
    taken.add(`${date} ${time}`);
    return { date, time, notes: '' };
  });
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
