import { z } from 'zod';

import { calendarDateSchema } from './dates';
import { plannedTimeSchema } from './finalized-plans';
import { idSchema } from './ids';
import { publicUserSchema } from './social';

/* ---------- Polls: a vote that becomes the schedule ---------- */

export const POLL_QUESTION_MAX = 200;
export const POLL_OPTIONS = { min: 2, max: 10 } as const;

export const pollInputSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Ask a question')
    .max(
      POLL_QUESTION_MAX,
      `Question must be at most ${POLL_QUESTION_MAX} characters`,
    ),
  planned_date: calendarDateSchema,
  planned_time: plannedTimeSchema.nullish(),
  activity_ids: z
    .array(idSchema)
    .min(POLL_OPTIONS.min, `Offer at least ${POLL_OPTIONS.min} options`)
    .max(POLL_OPTIONS.max, `Offer at most ${POLL_OPTIONS.max} options`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each option only once'),
});
export type PollInput = z.input<typeof pollInputSchema>;

export const ballotInputSchema = z.object({ option_id: idSchema });

export const POLL_STATUSES = ['open', 'closed'] as const;

const pollOptionSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  name: z.string(),
  category: z.string(),
  votes: z.number().int(),
});

export const pollSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  planned_date: z.string(),
  planned_time: z.string().nullable(),
  status: z.enum(POLL_STATUSES),
  options: z.array(pollOptionSchema),
  /** The caller's choice, null when they have not voted. */
  my_option_id: z.number().int().nullable(),
  winner_option_id: z.number().int().nullable(),
  /** The scheduled item the winner became once the poll closed. */
  result_item_id: z.number().int().nullable(),
  closed_at: z.string().nullable(),
});
export type Poll = z.infer<typeof pollSchema>;
export const pollsSchema = z.array(pollSchema);

/** Most polls one plan lists. */
export const MAX_POLLS = 50;

/**
 * The option with the most votes; a tie goes to the option listed first, so
 * closing always decides. Null when nobody has voted.
 */
export function pollWinner<T extends { votes: number }>(options: readonly T[]) {
  let best: T | null = null;
  for (const option of options) {
    if (option.votes > 0 && (!best || option.votes > best.votes)) best = option;
  }
  return best;
}

/* ---------- Who's going and what each pays ---------- */

export const ATTENDANCE_STATUSES = ['going', 'maybe', 'not_going'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  going: 'Going',
  maybe: 'Maybe',
  not_going: 'Not going',
};
export const attendanceInputSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES),
});

/** 'even': the estimate is the whole bill, split; 'own': it is per person, each pays it. */
export const COST_SPLIT_MODES = ['even', 'own'] as const;
export type CostSplitMode = (typeof COST_SPLIT_MODES)[number];
export const COST_SPLIT_LABELS: Record<CostSplitMode, string> = {
  even: 'Split evenly',
  own: 'Each pays their own',
};
export const costSplitInputSchema = z.object({
  mode: z.enum(COST_SPLIT_MODES),
});

const itemShareSchema = z.object({
  plan_activity_id: z.number().int(),
  name: z.string(),
  cost: z.number(),
  /** True when the plan gave no cost and the place's typical price stands in. */
  is_typical_price: z.boolean(),
  mode: z.enum(COST_SPLIT_MODES),
  attendance: z.array(
    z.object({
      user_id: z.number().int(),
      status: z.enum(ATTENDANCE_STATUSES),
    }),
  ),
  /** What each person going pays; null when nobody is going yet. */
  share_each: z.number().nullable(),
});

export const costSharesSchema = z.object({
  items: z.array(itemShareSchema),
  members: z.array(z.object({ user: publicUserSchema, share: z.number() })),
  total: z.number(),
  /** Every figure is an estimate; true when some come from typical prices. */
  has_typical_prices: z.boolean(),
});
export type CostShares = z.infer<typeof costSharesSchema>;
export type ItemShare = z.infer<typeof itemShareSchema>;

const cents = (n: number) => Math.round(n * 100);

/**
 * Each going person's part of an item, in cents summing to the bill: an
 * even split hands leftover cents to the first people.
 */
export function splitItem(
  cost: number,
  mode: CostSplitMode,
  goingIds: readonly number[],
): Map<number, number> {
  const parts = new Map<number, number>();
  const count = goingIds.length;
  if (count === 0) return parts;
  const bill = cents(cost);
  const base = mode === 'own' ? bill : Math.floor(bill / count);
  const extra = mode === 'own' ? 0 : bill - base * count;
  goingIds.forEach((id, i) =>
    parts.set(id, (base + (i < extra ? 1 : 0)) / 100),
  );
  return parts;
}

/** Every member's share over all items and the plan's total, in dollars. */
export function memberTotals(
  items: readonly {
    cost: number;
    mode: CostSplitMode;
    goingIds: readonly number[];
  }[],
  memberIds: readonly number[],
) {
  const byMember = new Map<number, number>(memberIds.map((id) => [id, 0]));
  for (const item of items) {
    for (const [id, part] of splitItem(item.cost, item.mode, item.goingIds)) {
      byMember.set(id, (byMember.get(id) ?? 0) + cents(part));
    }
  }
  let total = 0;
  for (const [id, sum] of byMember) {
    byMember.set(id, sum / 100);
    total += sum;
  }
  return { byMember, total: total / 100 };
}

/* ---------- Leave-by times ---------- */

export const homeAreaInputSchema = z.object({
  name: z.string().trim().min(1, 'Name your home area').max(120),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type HomeAreaInput = z.input<typeof homeAreaInputSchema>;
export const homeAreaSchema = homeAreaInputSchema.nullable();

export const LEAVE_BY_SOURCES = ['routing', 'estimate'] as const;

const leaveBySchema = z.object({
  plan_activity_id: z.number().int(),
  place_name: z.string(),
  /** The instant to set out, ISO 8601. */
  leave_at: z.string(),
  travel_minutes: z.number().int(),
  from: z.enum(['previous_stop', 'home']),
  from_name: z.string(),
  /** 'routing' from the routing service, 'estimate' from our own travel model. */
  source: z.enum(LEAVE_BY_SOURCES),
});
export type LeaveBy = z.infer<typeof leaveBySchema>;

export const leaveByPlanSchema = z.object({
  home_area: homeAreaSchema,
  items: z.array(leaveBySchema),
});
export type LeaveByPlan = z.infer<typeof leaveByPlanSchema>;

/** The reminder goes out this long before the leave-by time. */
export const LEAVE_BY_REMINDER_MINUTES = 15;

const usd = (n: number) => `$${n.toFixed(2)}`;

/**
 * One line on an item's cost for a calendar or an export:
 * 'Est. cost $25.00 (typical price), split evenly; 2 going; your share $12.50'.
 */
export function costNote(item: ItemShare, viewerId: number): string {
  const going = item.attendance.filter((a) => a.status === 'going');
  const typical = item.is_typical_price ? ' (typical price)' : '';
  const parts = [
    `Est. cost ${usd(item.cost)}${typical}, ${COST_SPLIT_LABELS[item.mode].toLowerCase()}`,
    `${going.length} going`,
  ];
  const mine = going.some((a) => a.user_id === viewerId);
  if (mine && item.share_each !== null) {
    const parts2 = splitItem(
      item.cost,
      item.mode,
      going.map((a) => a.user_id),
    );
    parts.push(`your share ${usd(parts2.get(viewerId) ?? 0)}`);
  }
  return parts.join('; ');
}
