import { z } from 'zod';

import { calendarDateSchema } from './dates';
import { MAX_ID } from './ids';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();
const coordinate = (limit: number) => z.number().min(-limit).max(limit);

/** A route point for a real elevation profile: [lat, lng] pairs in order. */
export const MAX_ROUTE_POINTS = 100;

/**
 * The activity object the card dialog sends (spec 2 §7). Only the fields the
 * analyses read are checked; anything else the client sends is dropped.
 */
export const foundationActivitySchema = z.object({
  /** A catalogue id; sample activities carry negative ones, never looked up. */
  id: z.number().int().min(-MAX_ID).max(MAX_ID).nullish(),
  name: text(200).min(1, 'Name is required'),
  category: optionalText(40),
  subcategory: optionalText(60),
  types: z.array(text(60)).max(30).nullish(),
  description: optionalText(5000),
  latitude: coordinate(90).nullish(),
  longitude: coordinate(180).nullish(),
  phone_number: optionalText(40),
  website_url: optionalText(2000),
  ticket_url: optionalText(2000),
  rating: z.number().min(0).max(5).nullish(),
  review_count: z.number().int().min(0).nullish(),
  user_ratings_total: z.number().int().min(0).nullish(),
  price_level: z.number().int().min(0).max(4).nullish(),
  /** Feet, or text such as '1,200 ft'. */
  elevation_gain: z.union([z.number().min(0).max(30_000), text(40)]).nullish(),
  difficulty_level: optionalText(40),
  event_details: z.record(z.string(), z.unknown()).nullish(),
  /** The day of the visit (YYYY-MM-DD); today in the metro when absent. */
  planned_date: calendarDateSchema.nullish(),
  /** The trail's line, when known, for a profile from real elevations. */
  route: z
    .array(z.tuple([coordinate(90), coordinate(180)]))
    .min(2)
    .max(MAX_ROUTE_POINTS)
    .nullish(),
});
export type FoundationActivity = z.infer<typeof foundationActivitySchema>;

const difficultyRatingSchema = z.enum([
  'easy',
  'moderate',
  'difficult',
  'very difficult',
]);
export type DifficultyRating = z.infer<typeof difficultyRatingSchema>;

/**
 * Where a trail's length and gain came from: measured along its route, the
 * catalogue, the activity as sent, or the spec's default day hike.
 */
const trailFactBasisSchema = z.enum([
  'measured',
  'catalogue',
  'activity',
  'default',
]);
export type TrailFactBasis = z.infer<typeof trailFactBasisSchema>;

export const profilePointSchema = z.object({
  /** Miles from the start. */
  distance: z.number(),
  /** Feet: above sea level from a provider, else above the trailhead. */
  elevation: z.number(),
  /** Percent, signed, over the stretch ending here. */
  grade: z.number(),
});
export type ProfilePoint = z.infer<typeof profilePointSchema>;

export const elevationAnalysisSchema = z.object({
  difficulty_rating: difficultyRatingSchema,
  total_distance_miles: z.number(),
  elevation_gain_feet: z.number(),
  estimated_time_hours: z.number(),
  steepest_section: z.object({
    start_mile: z.number(),
    end_mile: z.number(),
    grade_percent: z.number(),
  }),
  grade_distribution: z.object({
    flat_0_5_percent: z.number(),
    moderate_5_15_percent: z.number(),
    steep_15_plus_percent: z.number(),
  }),
  /** Stretches over 10%, start and end in miles. */
  steep_sections: z.array(
    z.object({
      start_mile: z.number(),
      end_mile: z.number(),
      grade_percent: z.number(),
    }),
  ),
  elevation_profile: z.array(profilePointSchema),
  /** True unless every point is a measured elevation along the real route. */
  is_estimate: z.boolean(),
  /** 'trailhead' when elevations are feet above the start, 'sea_level' otherwise. */
  elevation_reference: z.enum(['trailhead', 'sea_level']),
  basis: trailFactBasisSchema,
});
export type ElevationAnalysis = z.infer<typeof elevationAnalysisSchema>;

export const hikingRecommendationsSchema = z.object({
  gear_recommendations: z.array(z.string()),
  fitness_level_required: z.string(),
  best_conditions: z.array(z.string()),
  safety_notes: z.array(z.string()),
});
export type HikingRecommendations = z.infer<typeof hikingRecommendationsSchema>;

export const elevationProfileResponseSchema = z.object({
  elevation_data: z.object({
    elevation_analysis: elevationAnalysisSchema,
    hiking_recommendations: hikingRecommendationsSchema,
  }),
});
export type ElevationProfileResponse = z.infer<
  typeof elevationProfileResponseSchema
>;

export const BOOKING_URGENCIES = ['low', 'medium', 'high'] as const;

export const bookingOptionSchema = z.object({
  platform: z.enum(['Website', 'Phone', 'Tickets']),
  booking_urgency: z.enum(BOOKING_URGENCIES),
  url: z.string().optional(),
  phone_number: z.string().optional(),
  /** From the price level; absent when unknown. */
  estimated_cost: z.string().optional(),
});
export type BookingOption = z.infer<typeof bookingOptionSchema>;

export const reservationAnalysisResponseSchema = z.object({
  reservation_options: z.object({
    booking_options: z.array(bookingOptionSchema),
    booking_urgency: z.enum(BOOKING_URGENCIES),
    recommendations: z.array(z.string()),
  }),
});
export type ReservationAnalysisResponse = z.infer<
  typeof reservationAnalysisResponseSchema
>;

export const enhanceActivityResponseSchema = z.object({
  enhanced_activity: z.object({
    trail_details: z.object({
      length_miles: z.number(),
      elevation_gain_feet: z.number(),
      estimated_time_hours: z.number(),
      terrain: z.array(z.string()),
      is_estimate: z.boolean(),
      basis: trailFactBasisSchema,
    }),
    difficulty_assessment: z.object({
      rating: difficultyRatingSchema,
      factors: z.array(z.string()),
    }),
  }),
});
export type EnhanceActivityResponse = z.infer<
  typeof enhanceActivityResponseSchema
>;

export const systemStatusResponseSchema = z.object({
  status: z.literal('operational'),
  services: z.object({
    elevation: z.object({ provider: z.string(), live: z.boolean() }),
    reservations: z.object({ provider: z.string(), live: z.boolean() }),
    enhancement: z.object({ provider: z.string(), live: z.boolean() }),
  }),
});
export type SystemStatusResponse = z.infer<typeof systemStatusResponseSchema>;
