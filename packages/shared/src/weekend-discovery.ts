import { z } from 'zod';

import { calendarDateSchema } from './dates';
import { itinerarySchema } from './itinerary';
import { AI_SEARCH_MAX_QUERY_LENGTH } from './search-limits';

export const AI_DISCOVERY_MAX_DATES = 7;
/** At most 5 trending items (spec 2 §9). */
export const TRENDING_LIMIT = 5;
export const DISCOVERY_DEFAULT_CITY = 'Denver';
export const DISCOVERY_DEFAULT_STATE = 'CO';

/** An optimised day with a sentence on why it works. */
export const explainedItinerarySchema = itinerarySchema.extend({
  explanation: z.string(),
  /** 'model' when the configured language model wrote the explanation. */
  explanation_engine: z.enum(['local', 'model']),
});
export type ExplainedItinerary = z.infer<typeof explainedItinerarySchema>;

/** Body of POST /api/ai/enhanced/search (spec 2 §3 "AI discovery request"). */
export const aiDiscoveryRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Search query is required')
    .max(AI_SEARCH_MAX_QUERY_LENGTH),
  location: z
    .object({
      city: z.string().trim().min(1).max(100).default(DISCOVERY_DEFAULT_CITY),
      state: z.string().trim().min(1).max(50).default(DISCOVERY_DEFAULT_STATE),
      lat: z.number().min(-90).max(90).optional(),
      lng: z.number().min(-180).max(180).optional(),
    })
    .default({ city: DISCOVERY_DEFAULT_CITY, state: DISCOVERY_DEFAULT_STATE }),
  dates: z
    .array(calendarDateSchema)
    .max(AI_DISCOVERY_MAX_DATES)
    .default([])
    .refine((dates) => new Set(dates).size === dates.length, {
      message: 'Dates must not repeat',
    }),
});
export type AiDiscoveryRequest = z.input<typeof aiDiscoveryRequestSchema>;

export const personalizationSchema = z.object({
  relevance_score: z.number().min(0).max(1),
  enhancement_status: z.enum(['complete', 'partial', 'pending']),
  timing_recommendation: z.string(),
  travel_time_minutes: z.number().int().min(0),
  /** Our own engagement of the last days; never a guess about strangers. */
  crowd_prediction: z.string(),
  /** 0-100 for the asked dates' forecast; 100 indoors. */
  weather_suitability: z.number().min(0).max(100),
  personalized_tips: z.array(z.string()),
  /** Share of the people you follow who saved it; null with no data. */
  friend_compatibility: z.number().min(0).max(1).nullable(),
});

export const discoveryActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  rating: z.number(),
  category: z.string(),
  subcategory: z.string().nullable(),
  photo_url: z.string().nullable(),
  description: z.string().nullable(),
  start_time: z.string().nullable(),
  personalization: personalizationSchema,
});
export type DiscoveryActivity = z.infer<typeof discoveryActivitySchema>;

export const socialDiscoverySchema = z.object({
  platform: z.enum(['instagram', 'twitter', 'reddit', 'other']),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  confidence_score: z.number().min(0).max(1),
  activity_id: z.number().int(),
});
export type SocialDiscovery = z.infer<typeof socialDiscoverySchema>;

export const trendingItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  /** People who saved, planned or viewed it in the window. */
  people: z.number().int().min(1),
});
export type TrendingItem = z.infer<typeof trendingItemSchema>;

/** A constraint of the question no planned day could meet, and what stands in for it. */
export const unmetConstraintSchema = z.object({
  /** What was asked: 'In Boulder', 'Patio', 'Free', 'Events on Thursday'. */
  constraint: z.string(),
  /** What the answer did instead, in a sentence. */
  alternative: z.string(),
});
export type UnmetConstraint = z.infer<typeof unmetConstraintSchema>;

export const aiDiscoveryResponseSchema = z.object({
  activities: z.array(discoveryActivitySchema),
  social_discoveries: z.array(socialDiscoverySchema),
  suggested_itineraries: z.array(explainedItinerarySchema),
  trending_locally: z.array(trendingItemSchema).max(TRENDING_LIMIT),
  /** The forecast behind weather_suitability is an estimate offline. */
  weather_is_estimate: z.boolean(),
  /**
   * The question's constraints that could not be met, once for the whole
   * answer (the days' notes say them too); absent from older servers.
   */
  unmet_constraints: z.array(unmetConstraintSchema).optional(),
});
export type AiDiscoveryResponse = z.infer<typeof aiDiscoveryResponseSchema>;
