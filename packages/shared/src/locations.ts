import { z } from 'zod';

/** GET or POST /api/locations: the address and area of a point. */
export const locationAnswerSchema = z.object({
  formatted_address: z.string(),
  address: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type LocationAnswer = z.infer<typeof locationAnswerSchema>;

/** GET /api/locations/search: places matching typed text, best first. */
export const locationSearchResultSchema = z.object({
  query: z.string(),
  results: z.array(
    z.object({
      name: z.string(),
      type: z.enum(['neighborhood', 'city', 'landmark', 'postcode', 'venue']),
      formatted_address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      activity_id: z.number().int().nullable(),
    }),
  ),
});
export type LocationSearchResult = z.infer<typeof locationSearchResultSchema>;
