import { z } from 'zod';

import { activitySchema } from './activity';
import { calendarDateSchema } from './dates';
import { dayDiff, DEFAULT_RADIUS_METERS, METERS_PER_MILE } from './metro';
import { MAX_PLAN_DAYS } from './plan-rules';

export const BUDGET_TYPES = ['total', 'per_day', 'per_person'] as const;
export const budgetTypeSchema = z.enum(BUDGET_TYPES);
export type BudgetType = z.infer<typeof budgetTypeSchema>;

export const MIN_RADIUS_METERS = 100;
export const MAX_RADIUS_METERS = Math.ceil(200 * METERS_PER_MILE);
export const MAX_PLAN_LIST = 100;

const locationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  address: z.string().trim().max(300).nullish(),
});

const priceRangeSchema = z
  .object({
    min: z.number().min(0).max(100000),
    max: z.number().min(0).max(100000),
  })
  .refine((r) => r.max >= r.min, {
    message: 'max must be at least min',
    path: ['max'],
  });

const planFieldsSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  title: z.string().trim().min(1).max(200).optional(),
  template: z.string().trim().max(100).nullish(),
  location: locationSchema,
  days: z.array(calendarDateSchema).min(1).max(MAX_PLAN_DAYS),
  interests: z.array(z.string().trim().min(1).max(100)).max(100),
  radius: z.number().min(MIN_RADIUS_METERS).max(MAX_RADIUS_METERS),
  price_range: priceRangeSchema.nullish(),
  budget_min: z.number().min(0).max(100000).nullish(),
  budget_max: z.number().min(0).max(100000).nullish(),
  budget: z.number().min(0).max(100000).nullish(),
  budget_type: budgetTypeSchema.nullish(),
  ai_prompt: z.string().trim().max(2000).nullish(),
});

function checkDays(days: readonly string[], ctx: z.RefinementCtx) {
  for (let i = 1; i < days.length; i += 1) {
    if (days[i]! <= days[i - 1]!) {
      ctx.addIssue({
        code: 'custom',
        path: ['days', i],
        message:
          'Days must be in ascending order: the end date cannot be before the start date',
      });
      return;
    }
  }
  const first = days[0];
  const last = days[days.length - 1];
  if (first && last && dayDiff(first, last) + 1 > MAX_PLAN_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['days'],
      message: `A plan can span at most ${MAX_PLAN_DAYS} days`,
    });
  }
}

/**
 * Both payload shapes: home template / quick plan (spec 1 §3) and the create
 * page (spec 2 §7). Defaults belong to creation only: an update that leaves a
 * field out keeps what the plan has (a default there would silently reset it).
 */
export const createPlanInputSchema = planFieldsSchema
  .extend({
    interests: planFieldsSchema.shape.interests.default([]),
    radius: planFieldsSchema.shape.radius.default(DEFAULT_RADIUS_METERS),
  })
  .superRefine((value, ctx) => checkDays(value.days, ctx));
export type CreatePlanInput = z.input<typeof createPlanInputSchema>;

export const updatePlanInputSchema = planFieldsSchema
  .partial()
  .superRefine((value, ctx) => {
    if (value.days) checkDays(value.days, ctx);
  });
export type UpdatePlanInput = z.input<typeof updatePlanInputSchema>;

export const planSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  name: z.string(),
  template: z.string().nullable(),
  location: z.object({
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    address: z.string().nullable(),
  }),
  days: z.array(z.string()),
  start_date: z.string(),
  end_date: z.string(),
  interests: z.array(z.string()),
  radius: z.number(),
  budget: z.number().nullable(),
  budget_type: z.string().nullable(),
  price_range: z.object({ min: z.number(), max: z.number() }).nullable(),
  ai_prompt: z.string().nullable(),
  /** The kinds of place the AI assistant text was read as naming ('Jazz', 'Hiking'). */
  note_interests: z.array(z.string()).default([]),
  activity_count: z.number().int(),
  created_at: z.string(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planDetailSchema = planSummarySchema.extend({
  activities: z.array(activitySchema),
  /**
   * What the AI assistant text asked of the suggestions (a price, an area, a
   * place's facts, a day) that they could not meet, each said with what is
   * shown instead ('Nothing of the kind is listed inside LoHi; these are
   * the nearest, within 1.3 miles of it.'). Absent or empty: all were met.
   */
  note_unmet: z.array(z.string()).optional(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const planListSchema = z.array(planSummarySchema);
/** POST answers the stored plan; the client loads its activities from GET. */
export const createPlanResponseSchema = planSummarySchema.extend({
  activities: z.array(activitySchema).optional(),
});
export type CreatePlanResponse = z.infer<typeof createPlanResponseSchema>;
export type CreatePlanData = z.output<typeof createPlanInputSchema>;
export type UpdatePlanData = z.output<typeof updatePlanInputSchema>;

export {
  CREATE_PLAN_MESSAGES,
  createPlanFormSchema,
  type CreatePlanForm,
} from './plan-form';

/** The Quick Plan form: a typed place or device coordinates, and the dates. */
export const quickPlanFormSchema = z
  .object({
    location: z.string().trim().max(300),
    coords: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    start_date: calendarDateSchema,
    end_date: calendarDateSchema,
  })
  .superRefine((value, ctx) => {
    if (!value.coords && !value.location) {
      ctx.addIssue({
        code: 'custom',
        path: ['location'],
        message: 'Enter a location or use Locate Me',
      });
    }
    if (value.end_date < value.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'End date cannot be before the start date',
      });
    } else if (dayDiff(value.start_date, value.end_date) + 1 > MAX_PLAN_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `A plan can span at most ${MAX_PLAN_DAYS} days`,
      });
    }
  });
export type QuickPlanForm = z.infer<typeof quickPlanFormSchema>;

/** base64url of 16 random bytes: the id others use to browse a shared plan. */
export const shareIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, 'Share link is invalid');

export const planShareSchema = z.object({
  share_id: z.string(),
  /** The web page that shows the plan to whoever has the link. */
  path: z.string(),
});
export type PlanShare = z.infer<typeof planShareSchema>;

export const sharedPlanPath = (shareId: string) => `/shared/${shareId}`;
