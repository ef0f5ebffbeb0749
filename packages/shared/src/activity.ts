import { z } from 'zod';

/**
 * An activity as every endpoint sends it (spec 2 §3). Unknown facts are null,
 * never invented; the client applies the spec's display fallbacks.
 */
export const activitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  subcategory: z.string().nullable(),
  types: z.array(z.string()),
  location: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  phone_number: z.string().nullable(),
  website_url: z.string().nullable(),
  ticket_url: z.string().nullable(),
  menu_url: z.string().nullable(),
  photo_url: z.string().nullable(),
  business_hours: z.record(z.string(), z.array(z.string())).nullable(),
  price_level: z.number().int().min(0).max(4).nullable(),
  price_range: z.string().nullable(),
  rating: z.number(),
  review_count: z.number().int(),
  user_ratings_total: z.number().int(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  venue_name: z.string().nullable(),
  event_details: z.record(z.string(), z.unknown()).nullable(),
  source: z.string(),
  source_id: z.string(),
  attribution: z.string().nullable(),
  /** Set when the request carried lat/lng. */
  distance_km: z.number().nullable().optional(),
  /** Set for signed-in requests that ask for it. */
  is_favorited: z.boolean().optional(),
  is_in_bucket_list: z.boolean().optional(),
});
export type Activity = z.infer<typeof activitySchema>;
