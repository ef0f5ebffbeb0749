import {
  elevationProfileResponseSchema,
  enhanceActivityResponseSchema,
  foundationActivitySchema,
  reservationAnalysisResponseSchema,
  systemStatusResponseSchema,
} from '@app/shared/ai-foundation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { AiFoundationService } from './ai-foundation.service';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const PREFIX = '/api/ai-foundation';

/**
 * Trail and booking analyses for the outdoor card dialog. Open to visitors,
 * like the plan page that shows the dialog; they read no one's rows.
 */
export function aiFoundationRoutes(deps: {
  service: AiFoundationService;
  rateLimit?: Hook;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = deps.rateLimit ? [deps.rateLimit] : [];
    const tags = ['ai-foundation'];

    app.post(
      `${PREFIX}/elevation-profile`,
      {
        preHandler,
        schema: {
          tags,
          summary: "A trail's elevation profile, difficulty and hiking advice",
          body: foundationActivitySchema,
          response: { 200: elevationProfileResponseSchema },
        },
      },
      async (request) => deps.service.elevationProfile(request.body),
    );

    app.post(
      `${PREFIX}/reservation-analysis`,
      {
        preHandler,
        schema: {
          tags,
          summary: 'Booking options and urgency for an activity',
          body: foundationActivitySchema,
          response: { 200: reservationAnalysisResponseSchema },
        },
      },
      async (request) => deps.service.reservationAnalysis(request.body),
    );

    app.post(
      `${PREFIX}/enhance-activity`,
      {
        preHandler,
        schema: {
          tags,
          summary: 'Trail details and a difficulty assessment',
          body: foundationActivitySchema,
          response: { 200: enhanceActivityResponseSchema },
        },
      },
      async (request) => deps.service.enhanceActivity(request.body),
    );

    app.get(
      `${PREFIX}/system-status`,
      {
        preHandler,
        schema: {
          tags,
          summary: 'Which analysis providers are in use',
          response: { 200: systemStatusResponseSchema },
        },
      },
      async () => deps.service.systemStatus(),
    );
  };
}
