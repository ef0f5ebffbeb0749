import { z } from 'zod';

import { clockTime, minuteOfDay } from './calendar';
import { calendarDateSchema } from './dates';
import { PLAN_TITLE_MAX, PLAN_TITLE_TOO_LONG } from './finalized-plans';
import { idSchema } from './ids';
import { addDays, dayDiff } from './metro';

export const copyPreviewSchema = z.object({
  title: z.string(),
  location_name: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  total_activities: z.number().int(),
  is_group_plan: z.boolean(),
  total_participants: z.number().int(),
  is_finalized_plan: z.boolean(),
  participants: z.array(
    z.object({
      id: z.number().int(),
      username: z.string().nullable(),
      email: z.string(),
      role: z.string(),
    }),
  ),
  activities: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      category: z.string(),
      is_private: z.boolean(),
      planned_date: z.string().nullable(),
      planned_time: z.string().nullable(),
      /** How long it is planned to take, so the review can foresee clashes. */
      estimated_duration_minutes: z.number().int(),
    }),
  ),
});
export type CopyPreview = z.infer<typeof copyPreviewSchema>;

/** Why a copy would hold no activities: the dialog and the server say the same. */
export const COPY_NEEDS_ACTIVITY = 'Choose at least one activity to copy.';
export const COPY_NOTHING_TO_COPY = 'This plan has no activities to copy.';

/** The preview's activities a copy with these choices would take along. */
export function copiedActivities<T extends { id: number; is_private: boolean }>(
  activities: readonly T[],
  choice: { excluded: readonly number[]; includePrivate: boolean },
): T[] {
  return activities.filter(
    (a) =>
      !choice.excluded.includes(a.id) &&
      (choice.includePrivate || !a.is_private),
  );
}

type ScheduledItem = {
  planned_date: string | null;
  planned_time: string | null;
  estimated_duration_minutes: number;
};

/** Where a copied activity lands. */
export type CopiedSlot = {
  planned_date: string;
  planned_time: string | null;
  /**
   * Set when it was folded onto the new last day at a time another activity
   * holds: `with` is that activity's index; `resolved` when it found a later
   * free time that day, else it kept its time and still overlaps.
   */
  clash: { with: number; resolved: boolean } | null;
};

const DAY_MINUTES = 24 * 60;

/**
 * The copy's schedule, in the order given: each activity keeps its day offset
 * from `sourceStart` and its time. Days past the new end fold onto it; a
 * folded activity that would overlap another there (by their durations) moves
 * to the first later time free for its whole length, ending by midnight (or
 * as late as it already ended); when there is none it keeps its time and the
 * clash is reported. Activities on their own day keep their time: that is how
 * the plan was made.
 */
export function copySchedule(
  items: readonly ScheduledItem[],
  sourceStart: string,
  range: { start: string; end: string },
): CopiedSlot[] {
  const span = dayDiff(range.start, range.end);
  const offsets = items.map((a) =>
    a.planned_date ? Math.max(dayDiff(sourceStart, a.planned_date), 0) : 0,
  );
  const slots: CopiedSlot[] = items.map((a, i) => ({
    planned_date: addDays(range.start, Math.min(offsets[i]!, span)),
    planned_time: a.planned_time,
    clash: null,
  }));
  const busy = new Map<string, { index: number; from: number; to: number }[]>();
  const book = (index: number, from: number) => {
    const date = slots[index]!.planned_date;
    const to = from + items[index]!.estimated_duration_minutes;
    busy.set(date, [...(busy.get(date) ?? []), { index, from, to }]);
  };
  const timed = items.flatMap((a, i) => (a.planned_time ? [i] : []));
  const folded = (i: number) => offsets[i]! > span;
  for (const i of timed) {
    if (!folded(i)) book(i, minuteOfDay(items[i]!.planned_time!));
  }
  const foldedInOrder = timed.filter(folded).sort((a, b) => {
    const x = items[a]!;
    const y = items[b]!;
    return `${x.planned_date} ${x.planned_time}` <
      `${y.planned_date} ${y.planned_time}`
      ? -1
      : 1;
  });
  for (const i of foldedInOrder) {
    const wanted = minuteOfDay(items[i]!.planned_time!);
    const length = items[i]!.estimated_duration_minutes;
    const day = busy.get(slots[i]!.planned_date) ?? [];
    const overlap = (from: number) =>
      day.find((b) => from < b.to && b.from < from + length);
    const first = overlap(wanted);
    if (!first) {
      book(i, wanted);
      continue;
    }
    const latestEnd = Math.max(DAY_MINUTES, wanted + length);
    const free = day
      .map((b) => b.to)
      .filter((from) => from > wanted && from + length <= latestEnd)
      .sort((a, b) => a - b)
      .find((from) => !overlap(from));
    slots[i]!.clash = { with: first.index, resolved: free !== undefined };
    if (free !== undefined) slots[i]!.planned_time = clockTime(free);
    book(i, free ?? wanted);
  }
  return slots;
}

export const copyRequestSchema = z
  .object({
    source_plan_id: idSchema.optional(),
    new_title: z
      .string()
      .trim()
      .min(1)
      .max(PLAN_TITLE_MAX, PLAN_TITLE_TOO_LONG),
    new_location_name: z.string().trim().max(300).nullish(),
    new_start_date: calendarDateSchema,
    new_end_date: calendarDateSchema,
    copy_participants: z.boolean().default(false),
    exclude_activities: z.array(z.number().int()).max(500).default([]),
    include_private_activities: z.boolean().default(false),
    customizations: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((value, ctx) => {
    if (value.new_end_date < value.new_start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_end_date'],
        message: 'End date must be after start date',
      });
    }
  });
export type CopyRequest = z.input<typeof copyRequestSchema>;

export const copyResponseSchema = z.object({ new_plan_id: z.number().int() });
export type CopyResponse = z.infer<typeof copyResponseSchema>;
