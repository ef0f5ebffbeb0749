import { z } from 'zod';

import { PLAN_TITLE_MAX, PLAN_TITLE_TOO_LONG } from './finalized-plans';
import { idSchema } from './ids';
import { isoDateSchema } from './plans';

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

export const copyRequestSchema = z
  .object({
    source_plan_id: idSchema.optional(),
    new_title: z
      .string()
      .trim()
      .min(1)
      .max(PLAN_TITLE_MAX, PLAN_TITLE_TOO_LONG),
    new_location_name: z.string().trim().max(300).nullish(),
    new_start_date: isoDateSchema,
    new_end_date: isoDateSchema,
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
