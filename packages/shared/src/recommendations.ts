import { z } from 'zod';

import { activitySchema } from './activity';
import { idSchema } from './ids';

/** Scoring weights (spec 2 §9); they sum to 1. */
export const RECOMMENDATION_WEIGHTS = {
  category_score: 0.1,
  price_score: 0.12,
  rating_score: 0.3,
  popularity_score: 0.25,
  trending_score: 0.15,
  distance_score: 0.08,
} as const;
export type WeightedFactor = keyof typeof RECOMMENDATION_WEIGHTS;

/** Labels the panel shows next to each weight, in display order. */
export const FACTOR_LABELS: { key: WeightedFactor; label: string }[] = [
  { key: 'category_score', label: 'Interest Match' },
  { key: 'price_score', label: 'Price Match' },
  { key: 'rating_score', label: 'Rating Quality' },
  { key: 'popularity_score', label: 'Popularity' },
  { key: 'trending_score', label: 'Trending' },
  { key: 'distance_score', label: 'Distance' },
];

/** The largest boost other users' behaviour can add on top of the weighted sum. */
export const MAX_COLLABORATIVE_BOOST = 0.3;
export const PERSONALIZED_DEFAULT_LIMIT = 12;
export const PERSONALIZED_MAX_LIMIT = 50;
export const DASHBOARD_RECOMMENDATIONS = 6;
export const PANEL_SKELETONS = 6;
/** View time is only counted from this many seconds (spec 2 §9). */
export const MIN_VIEW_TIME_SECONDS = 3;
/** A card counts as seen when this share of it is visible. */
export const VIEW_VISIBILITY_THRESHOLD = 0.5;
export const MAX_VIEW_TIME_SECONDS = 3600;

export const RECOMMENDATION_MESSAGES = {
  loadFailed: 'Failed to load recommendations',
  fetchFailed: (status: number) => `Failed to fetch recommendations: ${status}`,
  missingInput:
    'User location and ID required for personalized recommendations',
  empty:
    'No personalized recommendations available at the moment. Try updating your preferences!',
} as const;

export type MatchLabel = {
  label: 'Excellent' | 'Good' | 'Fair' | 'Okay';
  color: 'success' | 'warning' | 'error';
};

/**
 * Spec 2 §9: >= 0.8 Excellent (green), >= 0.6 Good (orange), >= 0.4 Fair,
 * lower Okay; everything below 0.6 is red.
 */
export function matchLabel(score: number): MatchLabel {
  if (score >= 0.8) return { label: 'Excellent', color: 'success' };
  if (score >= 0.6) return { label: 'Good', color: 'warning' };
  if (score >= 0.4) return { label: 'Fair', color: 'error' };
  return { label: 'Okay', color: 'error' };
}

/** '12%' for 0.12; whole percents. */
export function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** GET /api/users/me/recommendations item (spec 1 §3). */
export const recommendationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  categories: z.array(z.string()),
  photo_url: z.string().nullable(),
  rating: z.number(),
  recommendation_reason: z.string(),
  description: z.string().nullable(),
  /** An event's start, so weekly repeats tell apart; null for places. */
  start_time: z.string().nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsQuerySchema = z.object({
  refresh: z.coerce.number().int().min(0).optional(),
});

export const scoringBreakdownSchema = z.object({
  category_score: z.number(),
  price_score: z.number(),
  rating_score: z.number(),
  popularity_score: z.number(),
  trending_score: z.number(),
  distance_score: z.number(),
  collaborative_boost: z.number(),
});
export type ScoringBreakdown = z.infer<typeof scoringBreakdownSchema>;

export const personalizedRecommendationSchema = z.object({
  activity: activitySchema,
  recommendation_score: z.number().min(0).max(1),
  why_recommended: z.string(),
  scoring_breakdown: scoringBreakdownSchema,
});
export type PersonalizedRecommendation = z.infer<
  typeof personalizedRecommendationSchema
>;

export const personalizedRequestSchema = z.object({
  user_id: idSchema,
  user_location: z.tuple([
    z.number().min(-90).max(90),
    z.number().min(-180).max(180),
  ]),
  limit: z
    .number()
    .int()
    .min(1)
    .max(PERSONALIZED_MAX_LIMIT)
    .default(PERSONALIZED_DEFAULT_LIMIT),
  context: z.string().trim().max(60).optional(),
});
export type PersonalizedRequest = z.input<typeof personalizedRequestSchema>;

export const ENGAGEMENT_TYPES = [
  'view_time',
  'favorite_added',
  'bucket_list_added',
  'plan_inclusion',
] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];

export const engagementEventSchema = z
  .object({
    activity_id: idSchema,
    type: z.enum(ENGAGEMENT_TYPES),
    view_time_seconds: z.number().min(0).max(MAX_VIEW_TIME_SECONDS).optional(),
  })
  .refine(
    (e) =>
      e.type !== 'view_time' ||
      (e.view_time_seconds ?? 0) >= MIN_VIEW_TIME_SECONDS,
    {
      message: `view_time needs view_time_seconds of at least ${MIN_VIEW_TIME_SECONDS}`,
      path: ['view_time_seconds'],
    },
  );
export type EngagementEvent = z.input<typeof engagementEventSchema>;

export const trackedEngagementSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  type: z.enum(ENGAGEMENT_TYPES),
  view_time_seconds: z.number().nullable(),
  created_at: z.string(),
});

export const engagementProfileSchema = z.object({
  user_id: z.number().int(),
  total_events: z.number().int(),
  total_view_time_seconds: z.number(),
  by_type: z.record(z.enum(ENGAGEMENT_TYPES), z.number().int()),
  /** Categories the user engages with most, strongest first. */
  top_categories: z.array(
    z.object({
      category: z.string(),
      display_name: z.string(),
      weight: z.number(),
    }),
  ),
  recent: z.array(trackedEngagementSchema),
});
export type EngagementProfile = z.infer<typeof engagementProfileSchema>;

/** POST /api/ai/true-discovery and /api/ai/recommendations (spec 1 §7: query, context). */
export const aiPicksRequestSchema = z.object({
  /** Narrows the picks to what the question asks for ('live music'). */
  query: z.string().trim().max(300).optional(),
  context: z
    .object({
      lat: z.number().min(-90).max(90).optional(),
      lng: z.number().min(-180).max(180).optional(),
      limit: z
        .number()
        .int()
        .min(1)
        .max(PERSONALIZED_MAX_LIMIT)
        .default(PERSONALIZED_DEFAULT_LIMIT),
    })
    .default({ limit: PERSONALIZED_DEFAULT_LIMIT }),
});
export type AiPicksRequest = z.input<typeof aiPicksRequestSchema>;

const aiPicksFields = {
  explanation: z.string(),
  /** 'model' when the configured language model wrote the explanation. */
  explanation_engine: z.enum(['local', 'model']),
  /** The categories the picks were drawn from (the question's, else the interests). */
  categories: z.array(z.string()),
};

export const trueDiscoveryResponseSchema = z.object({
  discoveries: z.array(personalizedRecommendationSchema),
  ...aiPicksFields,
});
export type TrueDiscoveryResponse = z.infer<typeof trueDiscoveryResponseSchema>;

export const aiRecommendationsResponseSchema = z.object({
  recommendations: z.array(personalizedRecommendationSchema),
  ...aiPicksFields,
});
export type AiRecommendationsResponse = z.infer<
  typeof aiRecommendationsResponseSchema
>;
