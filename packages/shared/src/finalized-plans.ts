import { z } from 'zod';

import { activitySchema } from './activity';
import { calendarDateSchema } from './dates';
import { PARTICIPANT_STATUSES, PLAN_ROLES } from './group-plans';
import { idSchema } from './ids';

export const PLAN_STATUSES = [
  'planned',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export const planStatusSchema = z.enum(PLAN_STATUSES);

export const plannedTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  message: 'Time must be HH:MM (24-hour)',
});

export const MAX_SCHEDULED_ACTIVITIES = 100;

// Plain words for the forms: zod's own ('Too big: expected string to have
// <=200 characters') reads as a developer's message.
export const PLAN_TITLE_MAX = 200;
export const PLAN_DESCRIPTION_MAX = 4000;
export const PLAN_TITLE_TOO_LONG = `Title must be at most ${PLAN_TITLE_MAX} characters`;
const PLAN_DESCRIPTION_TOO_LONG = `Description must be at most ${PLAN_DESCRIPTION_MAX} characters`;

export const scheduledActivityInputSchema = z.object({
  activity_id: idSchema,
  planned_date: calendarDateSchema,
  planned_time: plannedTimeSchema.nullish(),
  estimated_duration_minutes: z.number().int().min(1).max(1440).default(120),
  estimated_cost: z.number().min(0).max(100000).default(0),
  priority: z.number().int().min(0).max(10).default(1),
  notes: z.string().trim().max(2000).nullish(),
  is_private: z.boolean().default(false),
});
export type ScheduledActivityInput = z.input<
  typeof scheduledActivityInputSchema
>;

export const finalizePlanInputSchema = z
  .object({
    title: z.string().trim().min(1).max(PLAN_TITLE_MAX, PLAN_TITLE_TOO_LONG),
    /** The draft being finalized: the caller's own draft is replaced. */
    plan_id: idSchema.optional(),
    description: z
      .string()
      .trim()
      .max(PLAN_DESCRIPTION_MAX, PLAN_DESCRIPTION_TOO_LONG)
      .nullish(),
    start_date: calendarDateSchema,
    end_date: calendarDateSchema,
    location: z.string().trim().max(100).nullish(),
    location_name: z.string().trim().max(300).nullish(),
    notes: z.string().trim().max(4000).nullish(),
    selected_activities: z
      .array(scheduledActivityInputSchema)
      .min(1)
      .max(MAX_SCHEDULED_ACTIVITIES),
  })
  .superRefine((value, ctx) => {
    if (value.end_date < value.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'End date cannot be before the start date',
      });
      return;
    }
    value.selected_activities.forEach((item, index) => {
      if (
        item.planned_date < value.start_date ||
        item.planned_date > value.end_date
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['selected_activities', index, 'planned_date'],
          message: "Planned date must be within the plan's dates",
        });
      }
    });
  });
export type FinalizePlanInput = z.input<typeof finalizePlanInputSchema>;

export const updateFinalizedPlanInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1)
    .max(PLAN_TITLE_MAX, PLAN_TITLE_TOO_LONG)
    .optional(),
  description: z
    .string()
    .trim()
    .max(PLAN_DESCRIPTION_MAX, PLAN_DESCRIPTION_TOO_LONG)
    .nullish(),
  notes: z.string().trim().max(4000).nullish(),
  location_name: z.string().trim().max(300).nullish(),
  status: z.enum(['planned', 'cancelled']).optional(),
});
export type UpdateFinalizedPlanInput = z.input<
  typeof updateFinalizedPlanInputSchema
>;

export const updateScheduledActivityInputSchema = z
  .object({
    planned_date: calendarDateSchema.optional(),
    planned_time: plannedTimeSchema.nullish(),
    notes: z.string().trim().max(2000).nullish(),
    estimated_duration_minutes: z.number().int().min(1).max(1440).optional(),
    estimated_cost: z.number().min(0).max(100000).optional(),
    /** Owner only: hides the activity from the plan's other participants. */
    is_private: z.boolean().optional(),
  })
  // Unknown keys are dropped, so `{}` and `{"x": 1}` would change nothing.
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'Send at least one field to change',
  });
export type UpdateScheduledActivityInput = z.input<
  typeof updateScheduledActivityInputSchema
>;

/**
 * Place facts a plan's detail carries when a live place provider is set up
 * (photo path, rating, hours, price, phone, website); absent otherwise.
 */
const placeFactsSchema = activitySchema
  .pick({
    photo_url: true,
    phone_number: true,
    website_url: true,
    business_hours: true,
    price_level: true,
    price_range: true,
    external_rating: true,
    facts_from: true,
  })
  .partial();
export type PlaceFacts = z.infer<typeof placeFactsSchema>;

export const scheduledActivitySchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  planned_date: z.string(),
  planned_time: z.string().nullable(),
  estimated_duration_minutes: z.number().int(),
  estimated_cost: z.number(),
  priority: z.number().int(),
  notes: z.string().nullable(),
  is_private: z.boolean(),
  /** Rises with each change; a write to the activity names it in If-Match. */
  version: z.number().int(),
  activity: z.object({
    id: z.number().int(),
    name: z.string(),
    category: z.string(),
    subcategory: z.string().nullable(),
    location: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    ...placeFactsSchema.shape,
  }),
});
export type ScheduledActivity = z.infer<typeof scheduledActivitySchema>;

export const finalizedPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: planStatusSchema,
  start_date: z.string(),
  end_date: z.string(),
  location_name: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  total_estimated_cost: z.number(),
  created_at: z.string(),
  selected_activities: z.array(scheduledActivitySchema),
  /** Rises with each change to the plan or its activities (its ETag). */
  version: z.number().int(),
  /** The caller's place in the plan: 'owner' on their own plans. */
  my_role: z.enum(PLAN_ROLES).optional(),
  my_status: z.enum(PARTICIPANT_STATUSES).optional(),
  is_group_plan: z.boolean().optional(),
});
export type FinalizedPlan = z.infer<typeof finalizedPlanSchema>;
export const finalizedPlanListSchema = z.array(finalizedPlanSchema);

/**
 * A finalized plan as anyone holding its share link reads it: the schedule
 * without private activities, notes or costs.
 */
export const sharedItinerarySchema = finalizedPlanSchema
  .pick({
    title: true,
    start_date: true,
    end_date: true,
    location_name: true,
    description: true,
  })
  .extend({
    items: z.array(
      scheduledActivitySchema.pick({
        id: true,
        planned_date: true,
        planned_time: true,
        estimated_duration_minutes: true,
        activity: true,
      }),
    ),
  });
export type SharedItinerary = z.infer<typeof sharedItinerarySchema>;

export const calendarFeedSchema = z.object({
  url: z.string(),
  token: z.string(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** One scheduled activity as the Finalize and Edit Plan forms hold it. */
export const scheduleRowFormSchema = z.object({
  date: calendarDateSchema,
  time: z.union([plannedTimeSchema, z.literal('')]),
  notes: z.string().max(2000),
});
export type ScheduleRowForm = z.infer<typeof scheduleRowFormSchema>;

/** The Finalize dialog: blank title and description fall back to defaults. */
export const finalizeFormSchema = z.object({
  title: z.string().max(PLAN_TITLE_MAX, PLAN_TITLE_TOO_LONG),
  description: z.string().max(PLAN_DESCRIPTION_MAX, PLAN_DESCRIPTION_TOO_LONG),
  rows: z
    .array(
      scheduleRowFormSchema.extend({
        activity_id: idSchema,
      }),
    )
    .min(1)
    .max(MAX_SCHEDULED_ACTIVITIES),
});
export type FinalizeForm = z.infer<typeof finalizeFormSchema>;

/** Edit Plan's 'Add from favorites' row. */
export const addFavoriteFormSchema = scheduleRowFormSchema.extend({
  activity_id: z.number({ message: 'Choose a favorite' }).int().positive(),
});
export type AddFavoriteForm = z.infer<typeof addFavoriteFormSchema>;
