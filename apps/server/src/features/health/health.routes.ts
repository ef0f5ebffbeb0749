import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Config } from '../../config';
import type { Database } from '../../db/client';

const apiKeysSchema = z.object({
  google_places: z.boolean(),
  google_maps: z.boolean(),
  weather: z.boolean(),
  eventbrite: z.boolean(),
  ticketmaster: z.boolean(),
  yelp: z.boolean(),
  xai: z.boolean(),
});

export function configuredApiKeys(
  config: Config,
): z.infer<typeof apiKeysSchema> {
  return {
    google_places: Boolean(config.GOOGLE_PLACES_API_KEY),
    google_maps: Boolean(config.GOOGLE_MAPS_API_KEY),
    weather: Boolean(config.WEATHER_API_KEY),
    eventbrite: Boolean(config.EVENTBRITE_API_KEY),
    ticketmaster: Boolean(config.TICKETMASTER_API_KEY),
    yelp: Boolean(config.YELP_API_KEY),
    xai: Boolean(config.XAI_API_KEY),
  };
}

export function healthRoutes(deps: {
  config: Config;
  database: Database;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          response: {
            200: z.object({
              status: z.literal('healthy'),
              api_keys: apiKeysSchema,
              time: z.string(),
            }),
          },
        },
      },
      async () => ({
        status: 'healthy' as const,
        api_keys: configuredApiKeys(deps.config),
        time: new Date().toISOString(),
      }),
    );

    app.get('/api/status', async (_request, reply) => {
      try {
        await deps.database.db.execute(sql`select 1`);
        return {
          status: 'ok',
          database: deps.database.engine,
          time: new Date().toISOString(),
        };
      } catch {
        return reply.status(503).send({ detail: 'Database unavailable' });
      }
    });
  };
}
