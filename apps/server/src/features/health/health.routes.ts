import {
  healthyAnswerSchema,
  unhealthyAnswerSchema,
  type ApiKeys,
} from '@app/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ProviderRegistry } from '../../lib/provider-status';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../plugins/error-handler';
import { sendKept } from '../../plugins/serializer';

import { UP_FOR_MS, type DatabaseProbe } from './database-probe';

const HEALTHY_KEPT_MS = UP_FOR_MS;

function configuredApiKeys(config: Config): ApiKeys {
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
  probe: DatabaseProbe;
  providers: ProviderRegistry;
}): FastifyPluginAsyncZod {
  const answerBody = (up: boolean) => ({
    database: up ? ('up' as const) : ('down' as const),
    api_keys: configuredApiKeys(deps.config),
    providers: deps.providers.statuses(),
    time: new Date().toISOString(),
  });
  // A healthy answer is 1.4 KB of provider statuses: polls within the
  // probe's window get the same text instead of building and serialising it
  // again (its `time` says when it was made). An outage is never kept.
  let kept: { answer: object; until: number } | undefined;
  return async (app) => {
    // Readiness: a load balancer stops sending traffic while the database is down.
    app.get(
      '/health',
      {
        // It takes no body, and polls need no compression: without the
        // plugin's three hooks a load balancer's polls cost less.
        compress: false,
        decompress: false,
        schema: {
          response: {
            200: healthyAnswerSchema,
            503: unhealthyAnswerSchema,
          },
        },
      },
      async (_request, reply) => {
        const up = await deps.probe.isUp();
        if (up) {
          const now = Date.now();
          if (!kept || now >= kept.until) {
            const answer = { status: 'healthy' as const, ...answerBody(true) };
            kept = { answer, until: now + HEALTHY_KEPT_MS };
          }
          return sendKept(reply, kept.answer);
        }
        kept = undefined;
        return reply
          .status(503)
          .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
          .send({
            status: 'unhealthy' as const,
            detail: 'Database unavailable',
            ...answerBody(false),
          });
      },
    );

    app.get('/api/status', async (_request, reply) => {
      if (!(await deps.probe.isUp())) {
        return reply
          .status(503)
          .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
          .send({ detail: 'Database unavailable' });
      }
      return {
        status: 'ok',
        database: deps.database.engine,
        time: new Date().toISOString(),
      };
    });
  };
}
