import { http, HttpResponse } from 'msw';

import { server } from './msw-server';

/** A free account's limits, as `/api/premium/check-limits` answers them. */
export const FREE_LIMITS = {
  max_plans: 10,
  max_favorites: 50,
  max_bucket_list: 25,
  group_planning: true,
  templates: true,
  enhanced_recommendations: false,
};

/** A free account with nothing saved yet, in the beta until `betaFreeUntil`. */
export const freeAccount = (betaFreeUntil: string) => ({
  is_premium: false,
  limits: FREE_LIMITS,
  usage: { plans_count: 0, favorites_count: 0, bucket_list_count: 0 },
  beta_free_until: betaFreeUntil,
});

/**
 * A free account whose check-limits answers these plan counts, one per
 * request (the last repeats); returns the counts as they were asked.
 */
export function servePlanCounts(...counts: number[]) {
  const asked: number[] = [];
  server.use(
    http.get('/api/premium/check-limits', () => {
      const plans = counts[Math.min(asked.length, counts.length - 1)]!;
      asked.push(plans);
      const account = freeAccount('2030-01-01');
      return HttpResponse.json({
        ...account,
        usage: { ...account.usage, plans_count: plans },
      });
    }),
  );
  return asked;
}
