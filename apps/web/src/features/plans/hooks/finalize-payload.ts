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

/** An event keeps its own day and time; others start on the first plan day. */
export function initialRow(
  activity: Activity,
  days: readonly string[],
  hour: number,
): FinalizeRow {
  if (activity.start_time) {
    const date = localDate(activity.start_time);
    if (days.includes(date)) {
      return { date, time: localTime(activity.start_time), notes: '' };
    }
  }
  return {
    date: days[0] ?? '',
    time: defaultStartTime(activity.category, hour),
    notes: '',
  };
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
