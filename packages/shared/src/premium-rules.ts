// The plan limits' rules and words, without zod: pages that only word a
// limit do not load the schemas below them.
export const USAGE_WARNING_THRESHOLD = 0.8;
export const USAGE_EVENT_LOG_MAX = 100;
export const UNLIMITED = 'unlimited';

export const LIMITED_FEATURES = ['plans', 'favorites', 'bucket_list'] as const;
export type LimitedFeature = (typeof LIMITED_FEATURES)[number];

export const PREMIUM_FEATURES = [
  'group_planning',
  'templates',
  'enhanced_recommendations',
] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

/** Free while the beta lasts (until the server's BETA_FREE_UNTIL date). */
export const BETA_FREE_FEATURES: readonly PremiumFeature[] = [
  'group_planning',
  'templates',
];

export const PREMIUM_TEMPLATE_IDS = [
  'bachelor-party',
  'bachelorette-party',
  'tailgate-party',
  'group-birthday',
] as const;

export const isPremiumTemplate = (templateId: string) =>
  (PREMIUM_TEMPLATE_IDS as readonly string[]).includes(templateId);

/** The 403 detail when a free user (after the beta) uses a premium template. */
export const PREMIUM_TEMPLATE_MESSAGE =
  'This template is a Premium Feature. Upgrade to Premium to use it.';

/** The 403 detail when a free user (after the beta) invites people to a plan. */
export const GROUP_PLANNING_MESSAGE =
  'Group planning is a Premium Feature. Upgrade to Premium to invite friends.';

export const FEATURE_LABELS: Record<LimitedFeature, string> = {
  plans: 'plans',
  favorites: 'favorites',
  bucket_list: 'bucket list',
};

export const limitReachedMessage = (label: string) =>
  `You've reached your ${label} limit. Upgrade to Premium for unlimited access.`;
export const approachingLimitMessage = (label: string) =>
  `You're almost at your ${label} limit. Consider upgrading to Premium.`;

/** A limit: a count, or 'unlimited' for premium. */
export type LimitValue = number | typeof UNLIMITED;

/** A user at the limit may not add; premium ('unlimited') always may. */
export type UsageStatus = 'ok' | 'approaching' | 'at_limit' | 'unlimited';

export function usageStatus(used: number, limit: LimitValue): UsageStatus {
  if (limit === UNLIMITED) return 'unlimited';
  if (limit <= 0 || used >= limit) return 'at_limit';
  if (used / limit > USAGE_WARNING_THRESHOLD) return 'approaching';
  return 'ok';
}

/** Whether a gated feature is open to this user: premium, or a beta-free feature while the beta lasts. */
export function hasFeatureAccess(
  feature: string,
  { isPremium, betaActive }: { isPremium: boolean; betaActive: boolean },
): boolean {
  if (isPremium) return true;
  return (
    betaActive && (BETA_FREE_FEATURES as readonly string[]).includes(feature)
  );
}

