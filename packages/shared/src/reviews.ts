import { z } from 'zod';

export const REVIEW_TEXT_MAX = 2000;

/** POST and PUT body of an activity review: 1-5 stars and text. */
export const reviewInputSchema = z.object({
  rating: z
    .number()
    .int()
    .min(1, 'Rating must be 1 to 5')
    .max(5, 'Rating must be 1 to 5'),
  text: z
    .string()
    .trim()
    .min(1, 'Review text is required')
    .max(
      REVIEW_TEXT_MAX,
      `Review text must be at most ${REVIEW_TEXT_MAX} characters`,
    ),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  user_id: z.number().int(),
  author_name: z.string(),
  rating: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** GET /api/activities/{id}/reviews: a page of reviews plus the aggregate. */
export const reviewListResponseSchema = z.object({
  activity_id: z.number().int(),
  rating: z.number(),
  review_count: z.number().int(),
  reviews: z.array(reviewSchema),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** POST/PUT answer: the review and the activity's new aggregate. */
export const reviewWriteResponseSchema = z.object({
  review: reviewSchema,
  rating: z.number(),
  review_count: z.number().int(),
});
export type ReviewWriteResponse = z.infer<typeof reviewWriteResponseSchema>;
