import { z } from 'zod';

/** GET /api/users/me/analytics: the signed-in user's own activity in numbers. */
export const ANALYTICS_MONTHS = 12;
/** Weekend plans mostly lie ahead: the months charted end this far after this one. */
export const ANALYTICS_MONTHS_AHEAD = 2;

export const userAnalyticsSchema = z.object({
  totals: z.object({
    plans: z.number().int(),
    finalized_plans: z.number().int(),
    favorites: z.number().int(),
    bucket_list: z.number().int(),
  }),
  /** 12 months ending two after this one, oldest first, zero-filled; by plan start date. */
  plans_by_month: z.array(
    z.object({ month: z.string(), count: z.number().int() }),
  ),
  /** Categories of favorites and bucket-list items, most frequent first. */
  favorite_categories: z.array(
    z.object({
      category: z.string(),
      label: z.string(),
      count: z.number().int(),
    }),
  ),
  bucket_list_progress: z.object({
    total: z.number().int(),
    completed: z.number().int(),
    percent: z.number(),
  }),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;

/**
 * 'YYYY-MM' of the `count` months charted when `current` ('YYYY-MM') is this
 * month: they end `ahead` months after it, oldest first.
 */
export function chartedMonths(
  current: string,
  count = ANALYTICS_MONTHS,
  ahead = ANALYTICS_MONTHS_AHEAD,
): string[] {
  const [y, m] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 + ahead - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
