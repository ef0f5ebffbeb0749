import { z } from 'zod';

import { METERS_PER_MILE } from './metro';

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
  /** Who made the photo and its licence, shown and linked under it. */
  photo_credit: z
    .object({
      author: z.string(),
      licence: z.string(),
      licence_url: z.string().nullable(),
      source_url: z.string(),
    })
    .nullable()
    .optional(),
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
  /** OSM facts kept as tagged: wheelchair, outdoor_seating, takeout, delivery, diet:*. */
  amenities: z.record(z.string(), z.string()).nullable().optional(),
  /** Where the facts come from and how old they are: 'Denver liquor licences, 2018'. */
  facts_from: z.string().optional(),
  /** The place vanished from its live source (OpenStreetMap); it may have closed. */
  possibly_closed: z.boolean().optional(),
  /** A provider's rating (Google), shown apart from our users' reviews. */
  external_rating: z
    .object({ source: z.string(), rating: z.number(), count: z.number().int() })
    .nullable()
    .optional(),
  /** Set when the request carried lat/lng. */
  distance_km: z.number().nullable().optional(),
  /** Set for signed-in requests that ask for it. */
  is_favorited: z.boolean().optional(),
  is_in_bucket_list: z.boolean().optional(),
});
export type Activity = z.infer<typeof activitySchema>;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_RADIUS_METERS = 200 * METERS_PER_MILE;

/**
 * Category names the browse page and older clients send, mapped to plan
 * categories ('sports' covers both kinds; 'wellness' and 'tours' have none).
 */
export const CATEGORY_ALIASES: Record<string, string[]> = {
  restaurants: ['food'],
  dining: ['food'],
  outdoor: ['outdoors'],
  arts_culture: ['arts'],
  sports: ['professional_sports', 'recreational_sports'],
  music: ['concerts'],
  events: ['concerts', 'professional_sports'],
  bars: ['nightlife'],
  wellness: [],
  tours: [],
};

export const ACTIVITY_SORTS = [
  'rating',
  'name',
  'distance',
  'start_time',
  'relevance',
] as const;

const numberParam = z.coerce
  .number()
  .refine(Number.isFinite, 'Must be a number');

/** Query of GET /api/activities (all optional; radius in meters). */
export const activityListQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    category: z.string().trim().min(1).max(40).optional(),
    subcategory: z.string().trim().min(1).max(60).optional(),
    search: z.string().trim().max(200).optional(),
    rating_min: numberParam.pipe(z.number().min(0).max(5)).optional(),
    price_level: z.coerce.number().int().min(0).max(4).optional(),
    price_max: z.coerce.number().int().min(0).max(4).optional(),
    lat: numberParam.pipe(z.number().min(-90).max(90)).optional(),
    lng: numberParam.pipe(z.number().min(-180).max(180)).optional(),
    radius: numberParam
      .pipe(z.number().positive().max(MAX_RADIUS_METERS))
      .optional(),
    sort: z.enum(ACTIVITY_SORTS).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'lat and lng must be given together',
    path: ['lat'],
  })
  .refine((q) => q.radius === undefined || q.lat !== undefined, {
    message: 'radius needs lat and lng',
    path: ['radius'],
  })
  .refine((q) => q.sort !== 'distance' || q.lat !== undefined, {
    message: 'sort=distance needs lat and lng',
    path: ['sort'],
  });
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

/** Query of GET /api/activities/search: q is required. */
export const activitySearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Search text is required').max(200),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  category: z.string().trim().min(1).max(40).optional(),
  lat: numberParam.pipe(z.number().min(-90).max(90)).optional(),
  lng: numberParam.pipe(z.number().min(-180).max(180)).optional(),
  radius: numberParam
    .pipe(z.number().positive().max(MAX_RADIUS_METERS))
    .optional(),
});
export type ActivitySearchQuery = z.infer<typeof activitySearchQuerySchema>;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** POST /api/search/on-demand: location text or coordinates, categories, radius_km. */
export const onDemandSearchBodySchema = z
  .object({
    location: z
      .union([
        z.string().trim().max(200),
        z.object({ lat: latitude, lng: longitude }),
      ])
      .optional(),
    lat: latitude.optional(),
    lng: longitude.optional(),
    categories: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
    radius_km: z.number().positive().max(322).default(25),
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .default(DEFAULT_PAGE_SIZE),
  })
  .refine((b) => (b.lat === undefined) === (b.lng === undefined), {
    message: 'lat and lng must be given together',
    path: ['lat'],
  });
export type OnDemandSearchBody = z.infer<typeof onDemandSearchBodySchema>;

export const onDemandSearchResponseSchema = z.object({
  activities: z.array(activitySchema),
  total: z.number().int(),
  location: z.object({ lat: z.number(), lng: z.number(), label: z.string() }),
  radius_km: z.number(),
  /** Where the results came from: the seeded catalogue unless a live provider is set. */
  source: z.string(),
});
export type OnDemandSearchResponse = z.infer<
  typeof onDemandSearchResponseSchema
>;

export const discoverActivitiesBodySchema = z.object({
  location: z.object({ lat: latitude, lng: longitude }),
  user_interests: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  radius_km: z.number().positive().max(322).default(25),
});
export type DiscoverActivitiesBody = z.infer<
  typeof discoverActivitiesBodySchema
>;

export const discoverActivitiesResponseSchema = z.object({
  needs_discovery: z.boolean(),
  activities_added: z.number().int(),
  existing_activities: z.number().int(),
  provider: z.string(),
  message: z.string(),
});
