import {
  liveEventsRequestSchema,
  liveEventsResponseSchema,
  realTimeRequestSchema,
  realTimeResponseSchema,
  weekendIntelligenceRequestSchema,
  weekendIntelligenceResponseSchema,
} from '@app/shared/ai-intelligence';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { RequestHook } from '../../lib/rate-limits';
import type { AuthHooks } from '../../plugins/auth';

import type { AiIntelligenceService } from './ai-intelligence.service';

/** Each call answers on both forms the client uses (spec 1 §7). */
const PREFIXES = ['/ai-intelligence', '/api/ai-intelligence'] as const;

/**
 * Open to visitors, like AI search: the answers hold only public catalogue
 * facts; signed in, the weekend's weather windows use the user's comfort range.
 */
export function aiIntelligenceRoutes(deps: {
  auth: AuthHooks;
  service: AiIntelligenceService;
  rateLimit?: RequestHook;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = [
      deps.auth.optionalAuth,
      ...(deps.rateLimit ? [deps.rateLimit] : []),
    ];
    const tags = ['ai-intelligence'];
    for (const prefix of PREFIXES) {
      app.post(
        `${prefix}/discover/live-events`,
        {
          preHandler,
          schema: {
            tags,
            summary: 'Upcoming events and newly added places near a location',
            body: liveEventsRequestSchema,
            response: { 200: liveEventsResponseSchema },
          },
        },
        async (request) => deps.service.liveEvents(request.body),
      );
      app.post(
        `${prefix}/enrich/real-time`,
        {
          preHandler,
          schema: {
            tags,
            summary:
              'Open now, our ratings, current weather and estimated busy times of the nearest places',
            body: realTimeRequestSchema,
            response: { 200: realTimeResponseSchema },
          },
        },
        async (request) => deps.service.realTime(request.body),
      );
      app.post(
        `${prefix}/insights/weekend-intelligence`,
        {
          preHandler,
          schema: {
            tags,
            summary:
              'Special events and their impact, weather windows and tips for the weekend',
            body: weekendIntelligenceRequestSchema,
            response: { 200: weekendIntelligenceResponseSchema },
          },
        },
        async (request) => ({
          weekend_insights: await deps.service.weekendInsights(
            request.userId,
            request.body,
          ),
        }),
      );
    }
  };
}
