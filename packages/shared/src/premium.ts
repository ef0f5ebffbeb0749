import { z } from 'zod';

export * from './premium-rules';

import { UNLIMITED } from './premium-rules';

const limitValue = z.union([z.number().int(), z.literal(UNLIMITED)]);

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
