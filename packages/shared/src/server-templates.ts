import { z } from 'zod';

import { calendarDateSchema } from './dates';

/** Server plan templates (spec 1 §2 Templates tab, §3, §7). */

export const TEMPLATE_CATEGORIES = [
  'bachelor_bachelorette',
  'birthday',
  'tailgate',
  'bbq',
  'date_night',
  'girls_night',
  'guys_night',
  'seasonal',
] as const;
export const templateCategorySchema = z.enum(TEMPLATE_CATEGORIES);
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

/** The Templates tab's category tabs; `null` is All. */
export const TEMPLATE_TABS: readonly {
  label: string;
  category: TemplateCategory | null;
}[] = [
  { label: 'All', category: null },
  { label: 'Bachelor/Bachelorette', category: 'bachelor_bachelorette' },
  { label: 'Birthday', category: 'birthday' },
  { label: 'Tailgate', category: 'tailgate' },
  { label: 'BBQ', category: 'bbq' },
  { label: 'Date Night', category: 'date_night' },
  { label: 'Seasonal', category: 'seasonal' },
];

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export const TIME_SLOTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Local start time of each slot, used when a template becomes a plan. */
export const TIME_SLOT_START: Record<TimeSlot, string> = {
  morning: '09:00',
  afternoon: '13:00',
  evening: '18:00',
  night: '21:00',
};

export const POPULAR_TEMPLATE_USAGE = 50;

export function isPopularTemplate(usageCount: number): boolean {
  return usageCount > POPULAR_TEMPLATE_USAGE;
}

export const templateActivitySchema = z.object({
  activity_id: z.number().int(),
  name: z.string(),
  day: z.number().int().min(1),
  time_slot: z.enum(TIME_SLOTS),
  description: z.string(),
  duration_hours: z.number(),
  estimated_cost: z.number(),
  category: z.string(),
  tips: z.array(z.string()),
});
export type TemplateActivity = z.infer<typeof templateActivitySchema>;

export const serverTemplateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: templateCategorySchema,
  season: z.enum(SEASONS).nullable(),
  duration_days: z.number().int(),
  total_estimated_cost: z.number(),
  group_size_recommendation: z.string(),
  usage_count: z.number().int(),
  activities_count: z.number().int(),
  /** The group and party templates: free users are shown them locked. */
  is_premium: z.boolean(),
});
export type ServerTemplateSummary = z.infer<typeof serverTemplateSummarySchema>;

export const serverTemplateSchema = serverTemplateSummarySchema.extend({
  activities: z.array(templateActivitySchema),
});
export type ServerTemplate = z.infer<typeof serverTemplateSchema>;

export const templateListResponseSchema = z.object({
  templates: z.array(serverTemplateSummarySchema),
  total: z.number().int(),
});
export type TemplateListResponse = z.infer<typeof templateListResponseSchema>;

export const templateListQuerySchema = z.object({
  category: templateCategorySchema.optional(),
});

export const useTemplateInputSchema = z.object({
  template_id: z.string().trim().min(1).max(100),
  start_date: calendarDateSchema,
});
export type UseTemplateInput = z.infer<typeof useTemplateInputSchema>;

export const useTemplateResponseSchema = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  template_id: z.string(),
  message: z.string(),
});
export type UseTemplateResponse = z.infer<typeof useTemplateResponseSchema>;
