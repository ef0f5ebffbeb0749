import { z } from 'zod';

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
