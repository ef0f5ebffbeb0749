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

/** 'YYYY-MM' `n` months after `month` ('YYYY-MM'); before it when negative. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
}

/**
 * 'YYYY-MM' of the months charted when `current` ('YYYY-MM') is this month:
 * twelve, ending two after it, oldest first.
 */
export function chartedMonths(current: string): string[] {
  return Array.from({ length: ANALYTICS_MONTHS }, (_, i) =>
    addMonths(current, ANALYTICS_MONTHS_AHEAD - (ANALYTICS_MONTHS - 1 - i)),
  );
}
