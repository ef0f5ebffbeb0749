import {
  liveEventsRequestSchema,
  liveEventsResponseSchema,
  realTimeRequestSchema,
  realTimeResponseSchema,
  weekendIntelligenceRequestSchema,
  weekendIntelligenceResponseSchema,
} from '@app/shared/weekend-insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import type { RequestHook } from '../../lib/rate-limits';
import type { AuthHooks } from '../../plugins/auth';

import type { AiIntelligenceService } from './weekend-insights.service';

/** Each call answers on both forms the client uses (spec 1 §7). */
const PREFIXES = ['/ai-intelligence', '/api/ai-intelligence'] as const;

/** The OpenAPI summary of each call. */
const SUMMARY = {
  liveEvents: 'Upcoming events and newly added places near a location',
  realTime:
    'Open now, our ratings, current weather and estimated busy times of the nearest places',
  weekend:
    'Special events and their impact, weather windows and tips for the weekend',
};

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
    const options = <Body extends z.ZodType, Answer extends z.ZodType>(
      summary: string,
      body: Body,
      answer: Answer,
    ) => ({
      preHandler,
      schema: {
        tags: ['ai-intelligence'],
        summary,
        body,
        response: { 200: answer },
      },
    });
    for (const prefix of PREFIXES) {
      app.post(
        `${prefix}/discover/live-events`,
        options(
          SUMMARY.liveEvents,
          liveEventsRequestSchema,
          liveEventsResponseSchema,
        ),
        async (request) => deps.service.liveEvents(request.body),
      );
      app.post(
        `${prefix}/enrich/real-time`,
        options(
          SUMMARY.realTime,
          realTimeRequestSchema,
          realTimeResponseSchema,
        ),
        async (request) => deps.service.realTime(request.body),
      );
      app.post(
        `${prefix}/insights/weekend-intelligence`,
        options(
          SUMMARY.weekend,
          weekendIntelligenceRequestSchema,
          weekendIntelligenceResponseSchema,
        ),
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
