import { z } from 'zod';

import { providerStatusSchema } from './provider-status';

/** Whether each outside service's key is configured; never the key itself. */
const apiKeysSchema = z.object({
  google_places: z.boolean(),
  google_maps: z.boolean(),
  weather: z.boolean(),
  eventbrite: z.boolean(),
  ticketmaster: z.boolean(),
  yelp: z.boolean(),
  xai: z.boolean(),
});
export type ApiKeys = z.infer<typeof apiKeysSchema>;
export type ApiKeyName = keyof ApiKeys;

const healthBodySchema = z.object({
  database: z.enum(['up', 'down']),
  api_keys: apiKeysSchema,
  providers: z.array(providerStatusSchema),
  time: z.string(),
});

/** GET /health with the database up (200). */
export const healthyAnswerSchema = healthBodySchema.extend({
  status: z.literal('healthy'),
});
export type HealthyAnswer = z.infer<typeof healthyAnswerSchema>;

/** GET /health with the database down (503): a load balancer stops sending traffic. */
export const unhealthyAnswerSchema = healthBodySchema.extend({
  status: z.literal('unhealthy'),
  detail: z.string(),
});
