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
