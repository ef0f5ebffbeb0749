import { z } from 'zod';

import { activitySchema } from './activity';
import { idParamSchema } from './ids';

export const BUCKET_PRIORITIES = ['high', 'medium', 'low'] as const;
export type BucketPriority = (typeof BUCKET_PRIORITIES)[number];
export const DEFAULT_BUCKET_PRIORITY: BucketPriority = 'medium';

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const BUCKET_NOTES_MAX = 2000;

const LEGACY_PRIORITY: Record<number, BucketPriority> = {
  1: 'high',
  2: 'medium',
  3: 'low',
};

/**
 * Accepts 'high' | 'medium' | 'low' and the older numeric form (1 high,
 * 2 medium, 3 low) that the recommendations panel still sends.
 */
export const bucketPriorityInputSchema = z.union([
  z.enum(BUCKET_PRIORITIES),
  z
    .union([z.literal(1), z.literal(2), z.literal(3)])
    .transform((n) => LEGACY_PRIORITY[n]!),
  z.enum(['1', '2', '3']).transform((s) => LEGACY_PRIORITY[Number(s)]!),
]);

/** '' and null both mean anytime. */
export const targetSeasonInputSchema = z
  .union([z.enum(SEASONS), z.literal(''), z.literal('anytime'), z.null()])
  .transform((v): Season | null =>
    v === '' || v === 'anytime' || v === null ? null : v,
  );

export const bucketItemSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity: activitySchema,
  priority: z.enum(BUCKET_PRIORITIES),
  target_season: z.enum(SEASONS).nullable(),
  notes: z.string().nullable(),
  completed: z.boolean(),
  completed_date: z.string().nullable(),
  created_at: z.string(),
});
export type BucketItem = z.infer<typeof bucketItemSchema>;

export const bucketListSchema = z.array(bucketItemSchema);

export const addBucketItemInputSchema = z.object({
  activity_id: idParamSchema,
  priority: bucketPriorityInputSchema.optional(),
  target_season: targetSeasonInputSchema.optional(),
  notes: z.string().max(BUCKET_NOTES_MAX).nullable().optional(),
});
export type AddBucketItemInput = z.input<typeof addBucketItemInputSchema>;

export const updateBucketItemInputSchema = z
  .object({
    priority: bucketPriorityInputSchema.optional(),
    target_season: targetSeasonInputSchema.optional(),
    notes: z.string().max(BUCKET_NOTES_MAX).nullable().optional(),
    completed: z.boolean().optional(),
  })
  .strict();
export type UpdateBucketItemInput = z.input<typeof updateBucketItemInputSchema>;

export const bucketCheckSchema = z.object({
  is_in_bucket_list: z.boolean(),
  bucket_item: z
    .object({
      id: z.number().int(),
      priority: z.enum(BUCKET_PRIORITIES),
      completed: z.boolean(),
    })
    .nullable(),
});
export type BucketCheck = z.infer<typeof bucketCheckSchema>;

export const bucketIdsSchema = z.object({
  items: z.array(
    z.object({ id: z.number().int(), activity_id: z.number().int() }),
  ),
});
export type BucketIds = z.infer<typeof bucketIdsSchema>;

/** The read side of `/api/bucket-list`: a page, every saved id, and one activity. */
export const bucketLookupSchemas = {
  list: bucketListSchema,
  ids: bucketIdsSchema,
  check: bucketCheckSchema,
};
