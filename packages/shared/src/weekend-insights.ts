import { z } from 'zod';

import { calendarDateSchema } from './dates';
import { PLAN_CATEGORY_IDS } from './interests';
import { DEFAULT_RADIUS_MILES, METRO_CENTER } from './metro';

/** Contracts of the AI intelligence panel (spec 1 §2, §3, §7). */

export const INTELLIGENCE_MAX_DATES = 7;
export const DISCOVERY_MAX_RADIUS_MILES = 50;
export const DISCOVERY_DEFAULT_LIMIT = 12;
export const DISCOVERY_MAX_LIMIT = 30;
export const ENRICH_DEFAULT_LIMIT = 6;
export const ENRICH_MAX_LIMIT = 20;

/** Where the caller is; the metro's centre when left out. */
export const intelligenceLocationSchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    address: z.string().trim().max(300).optional(),
  })
  .default({ lat: METRO_CENTER.lat, lng: METRO_CENTER.lng });
export type IntelligenceLocation = z.output<typeof intelligenceLocationSchema>;

export const liveEventsRequestSchema = z.object({
  location: intelligenceLocationSchema,
  radius_miles: z
    .number()
    .min(1)
    .max(DISCOVERY_MAX_RADIUS_MILES)
    .default(DEFAULT_RADIUS_MILES),
  limit: z
    .number()
    .int()
    .min(1)
    .max(DISCOVERY_MAX_LIMIT)
    .default(DISCOVERY_DEFAULT_LIMIT),
});
export type LiveEventsRequest = z.input<typeof liveEventsRequestSchema>;

export const realTimeRequestSchema = z.object({
  location: intelligenceLocationSchema,
  limit: z
    .number()
    .int()
    .min(1)
    .max(ENRICH_MAX_LIMIT)
    .default(ENRICH_DEFAULT_LIMIT),
});
export type RealTimeRequest = z.input<typeof realTimeRequestSchema>;

export const weekendIntelligenceRequestSchema = z.object({
  location: intelligenceLocationSchema,
  /** None means the coming weekend in Denver. */
  dates: z
    .array(calendarDateSchema)
    .max(INTELLIGENCE_MAX_DATES)
    .default([])
    .refine((dates) => new Set(dates).size === dates.length, {
      message: 'Dates must not repeat',
    }),
  interests: z.array(z.enum(PLAN_CATEGORY_IDS)).max(9).default([]),
});
export type WeekendIntelligenceRequest = z.input<
  typeof weekendIntelligenceRequestSchema
>;

const currentWeatherSchema = z.object({
  /** °F. */
  temperature: z.number(),
  description: z.string(),
  /** True when it comes from climate normals, not a forecast. */
  is_estimate: z.boolean(),
});
export type CurrentWeather = z.infer<typeof currentWeatherSchema>;

/** Facts we hold about a place; each key is present only when known. */
export const enrichmentsSchema = z.object({
  parking: z.string().optional(),
  amenities: z.array(z.string()).optional(),
  accessibility: z.string().optional(),
});

export const discoverySchema = z.object({
  activity_id: z.number().int(),
  kind: z.enum(['event', 'new_place']),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  /** The row's source id: 'ticketmaster', 'sample', 'osm', 'curated'... */
  source: z.string(),
  /** Every source behind the facts shown, as people read them. */
  sources: z.array(z.string()),
  /** 0-1: how complete and how recently confirmed the facts are. */
  confidence: z.number().min(0).max(1),
  start_time: z.string().nullable(),
  venue: z.string().nullable(),
  /** A known price only (ticket range or price level); null when unknown. */
  cost: z.string().nullable(),
  distance_miles: z.number().min(0),
  recommendation_reason: z.string(),
  insider_tips: z.array(z.string()),
  enrichments: enrichmentsSchema,
  data_quality: z.enum(['complete', 'partial', 'minimal']),
  /** A live source (OpenStreetMap, Google) confirmed the place. */
  was_enriched: z.boolean(),
  data_sources: z.array(z.string()),
  url: z.string().nullable(),
  /** True for generated sample events, which are not real listings. */
  is_sample: z.boolean(),
});
export type Discovery = z.infer<typeof discoverySchema>;

export const liveEventsResponseSchema = z.object({
  discoveries: z.array(discoverySchema),
  total_found: z.number().int().min(0),
  /** Discoveries missing a fact people look for (description, hours, price, link). */
  data_gaps_found: z.number().int().min(0),
  /** False: these are catalogue facts, no language model wrote them. */
  ai_enhanced: z.boolean(),
});
export type LiveEventsResponse = z.infer<typeof liveEventsResponseSchema>;

export const busyLevelSchema = z.enum(['quiet', 'moderate', 'busy']);
export type BusyLevel = z.infer<typeof busyLevelSchema>;

export const enrichmentSchema = z.object({
  activity_id: z.number().int(),
  name: z.string(),
  category: z.string(),
  address: z.string().nullable(),
  distance_miles: z.number().min(0),
  real_data: z.object({
    /** Null when the hours are not known. */
    is_open_now: z.boolean().nullable(),
    /** Our users' average; null before the first review. */
    rating: z.number().nullable(),
    total_reviews: z.number().int().min(0),
    current_weather: currentWeatherSchema.nullable(),
    /** When the facts were last confirmed or changed (ISO time). */
    data_freshness: z.string(),
  }),
  /** Estimated from when our users plan visits; null with too few plans. */
  wait_times: z
    .object({
      is_estimate: z.literal(true),
      current_wait: busyLevelSchema,
      /** 'HH:00' hours today that are usually quietest, open hours only when known. */
      best_times: z.array(z.string()),
      planned_visits: z.number().int().min(0),
    })
    .nullable(),
  current_conditions: z.array(z.string()),
  confidence: z.number().min(0).max(1),
  data_sources: z.array(z.string()),
});
export type Enrichment = z.infer<typeof enrichmentSchema>;

export const realTimeResponseSchema = z.object({
  enrichments: z.array(enrichmentSchema),
  current_weather: currentWeatherSchema.nullable(),
  generated_at: z.string(),
});
export type RealTimeResponse = z.infer<typeof realTimeResponseSchema>;

export const weekendInsightsSchema = z.object({
  dates: z.array(z.string()),
  total_events_analyzed: z.number().int().min(0),
  data_sources: z.array(z.string()),
  special_events: z.array(
    z.object({
      activity_id: z.number().int(),
      event: z.string(),
      venue: z.string().nullable(),
      start_time: z.string(),
      impact: z.string(),
    }),
  ),
  weather_opportunities: z.array(
    z.object({
      date: z.string(),
      /** 'Sat 12:00-18:00'. */
      window: z.string(),
      recommendation: z.string(),
      is_estimate: z.boolean(),
    }),
  ),
  insider_tips: z.array(z.object({ tip: z.string(), reason: z.string() })),
});
export type WeekendInsights = z.infer<typeof weekendInsightsSchema>;

export const weekendIntelligenceResponseSchema = z.object({
  weekend_insights: weekendInsightsSchema,
});
export type WeekendIntelligenceResponse = z.infer<
  typeof weekendIntelligenceResponseSchema
>;

/** The panel's words (spec 1 §2 names the tabs; the rest is ours). */
export const INTELLIGENCE_TABS = [
  'Live Discoveries',
  'Real-Time Data',
  'Weekend Intel',
] as const;
