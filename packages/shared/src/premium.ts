import { z } from 'zod';

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

const limitValue = z.union([z.number().int(), z.literal(UNLIMITED)]);
export type LimitValue = z.infer<typeof limitValue>;

export const userLimitsSchema = z.object({
  is_premium: z.boolean(),
  limits: z.object({
    max_plans: limitValue,
    max_favorites: limitValue,
    max_bucket_list: limitValue,
    group_planning: z.boolean(),
    templates: z.boolean(),
    enhanced_recommendations: z.boolean(),
  }),
  usage: z.object({
    plans_count: z.number().int(),
    favorites_count: z.number().int(),
    bucket_list_count: z.number().int(),
  }),
  beta_free_until: z.string(),
});
export type UserLimits = z.infer<typeof userLimitsSchema>;

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

export const upgradePromptSchema = z.object({
  feature: z.string(),
  title: z.string(),
  message: z.string(),
  benefits: z.array(z.string()),
});
export type UpgradePrompt = z.infer<typeof upgradePromptSchema>;

export const USAGE_ACTIONS = [
  'view',
  'blocked',
  'upgrade_clicked',
  'try',
] as const;

/** Usage events are counted, not read: a few short keys are all they need. */
export const TRACK_METADATA_MAX_CHARS = 1000;
const metadataSchema = z
  .record(z.string(), z.unknown())
  .refine(
    (m) => JSON.stringify(m).length <= TRACK_METADATA_MAX_CHARS,
    'metadata is too large',
  );

export const trackUsageInputSchema = z.object({
  feature: z.string().trim().min(1).max(100),
  action: z.string().trim().min(1).max(50),
  metadata: metadataSchema.optional(),
  timestamp: z.string().max(64).optional(),
});
export type TrackUsageInput = z.infer<typeof trackUsageInputSchema>;

export const trackPremiumFeatureInputSchema = z.object({
  feature_name: z.string().trim().min(1).max(100),
  action: z.string().trim().min(1).max(50),
  metadata: metadataSchema.optional(),
});
export type TrackPremiumFeatureInput = z.infer<
  typeof trackPremiumFeatureInputSchema
>;

export const trackedSchema = z.object({ status: z.literal('tracked') });

export const launchListSchema = z.object({
  status: z.enum(['added', 'already_on_list']),
  message: z.string(),
});
export type LaunchListAnswer = z.infer<typeof launchListSchema>;

/** Whether the caller has joined the launch list, so a reload can say so. */
export const launchListStatusSchema = z.object({ on_list: z.boolean() });
export type LaunchListStatus = z.infer<typeof launchListStatusSchema>;

export const userStatsSchema = z.object({
  total_plans: z.number().int(),
  total_favorites: z.number().int(),
  total_bucket_list: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** Public description of the tiers for the pricing page (no prices). */
export const tiersSchema = z.object({
  free: z.object({
    max_plans: z.number().int(),
    max_favorites: z.number().int(),
    max_bucket_list: z.number().int(),
  }),
  beta_free_until: z.string(),
});
export type Tiers = z.infer<typeof tiersSchema>;
