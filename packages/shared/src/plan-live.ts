import { z } from 'zod';

import { formatTime12 } from './calendar';
import { finalizedPlanSchema } from './finalized-plans';
import { idSchema } from './ids';
import { readableDay } from './plan-rules';
import { publicUserSchema } from './social';

/* ---------- Versions: every change names the version it was based on ---------- */

/** The ETag (and If-Match value) of a plan or an activity at `version`. */
export const versionTag = (version: number) => `"${version}"`;

/**
 * The version an If-Match header names: `"3"`, `W/"3"` or `3`; undefined when
 * the header is missing or names something else (`*`, a list).
 */
export function versionFromTag(header: string | undefined) {
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The fields of a scheduled activity a write may change, as the wire names them. */
export const ITEM_FIELDS = [
  'planned_date',
  'planned_time',
  'notes',
  'estimated_duration_minutes',
  'estimated_cost',
  'is_private',
] as const;
export type ItemField = (typeof ITEM_FIELDS)[number];

/** The plan's own fields a write may change. */
export const PLAN_FIELDS = [
  'title',
  'description',
  'notes',
  'location_name',
  'status',
] as const;
export type PlanField = (typeof PLAN_FIELDS)[number];

/** One field someone else changed after the version a refused write was based on. */
const conflictSchema = z.object({
  /** The scheduled activity; null for a field of the plan itself. */
  item_id: z.number().int().nullable(),
  /** A field name, or 'removed' when the activity is gone. */
  field: z.string(),
  /** Its value now. */
  theirs: z.unknown(),
  /** Who made that change; null when unknown (an account since deleted). */
  changed_by: publicUserSchema.nullable(),
});
export type PlanConflict = z.infer<typeof conflictSchema>;

/** The 409 answer to a stale write: nothing was written; here is the plan as it is. */
export const staleWriteSchema = z.object({
  detail: z.string(),
  current: finalizedPlanSchema,
  conflicts: z.array(conflictSchema),
});
export type StaleWrite = z.infer<typeof staleWriteSchema>;

export const STALE_WRITE =
  'Someone else changed this in the meantime. Nothing was saved.';

const FIELD_WORDS: Record<string, string> = {
  planned_date: 'the day',
  planned_time: 'the time',
  notes: 'the notes',
  estimated_duration_minutes: 'the duration',
  estimated_cost: 'the cost',
  is_private: 'who can see it',
  title: 'the title',
  description: 'the description',
  location_name: 'the location',
  status: 'the status',
};

function describeValue(field: string, value: unknown): string {
  if (value === null || value === '') return 'nothing';
  if (field === 'planned_time') {
    return formatTime12(String(value)) ?? String(value);
  }
  if (field === 'planned_date') return readableDay(String(value));
  if (field === 'estimated_duration_minutes') return `${String(value)} minutes`;
  if (field === 'estimated_cost') return `$${Number(value).toFixed(2)}`;
  if (field === 'is_private') return value ? 'only the owner' : 'everyone';
  return `“${String(value)}”`;
}

/** "Ann changed the time to 7:00 PM", the line above the conflict's choice. */
export function describeConflict(conflict: PlanConflict): string {
  const who = conflict.changed_by?.first_name || 'Someone';
  if (conflict.field === 'removed') return `${who} removed this activity`;
  const what = FIELD_WORDS[conflict.field] ?? conflict.field;
  return `${who} changed ${what} to ${describeValue(conflict.field, conflict.theirs)}`;
}

/* ---------- Presence: who has the plan open, and what they are editing ---------- */

/** How often an open plan page says it is still there. */
export const PRESENCE_HEARTBEAT_SECONDS = 15;
/** A page unheard for this long has gone (three missed heartbeats). */
export const PRESENCE_EXPIRY_SECONDS = 45;

export const presenceInputSchema = z.object({
  /** Random per open page, so two tabs of one person come and go apart. */
  client_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_id must be 8-64 letters or digits'),
  /** The scheduled activity this page is editing now, or null. */
  editing_item_id: idSchema.nullable().default(null),
});
export type PresenceInput = z.input<typeof presenceInputSchema>;

const viewerSchema = z.object({
  user: publicUserSchema,
  editing_item_id: z.number().int().nullable(),
});
export type PlanViewer = z.infer<typeof viewerSchema>;

/** Everyone else who has the plan open now. */
export const planPresenceSchema = z.object({
  plan_id: z.number().int(),
  viewers: z.array(viewerSchema),
});
export type PlanPresence = z.infer<typeof planPresenceSchema>;

/* ---------- Push: what the notification stream tells a plan's members ---------- */

export { PLAN_CHANGED_EVENT, PLAN_PRESENCE_EVENT } from './plan-events';

export const planEventDataSchema = z.object({
  plan_id: z.number().int(),
  version: z.number().int().optional(),
});
export type PlanEventData = z.infer<typeof planEventDataSchema>;
