import { z } from 'zod';

/**
 * The catalogue's size by category. Its own module: the landing page checks
 * this answer, and evaluating every activity schema with it took 13-30 ms of
 * the page's main thread on a desktop core.
 */
export const categoriesResponseSchema = z.object({
  total_activities: z.number().int(),
  categories: z.array(
    z.object({
      category: z.string(),
      count: z.number().int(),
      display_name: z.string(),
    }),
  ),
});
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
