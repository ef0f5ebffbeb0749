import {
  elevationProfileResponseSchema,
  enhanceActivityResponseSchema,
  foundationActivitySchema,
  reservationAnalysisResponseSchema,
  systemStatusResponseSchema,
} from '@app/shared/activity-details';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { RequestHook } from '../../lib/rate-limits';

import type { AiFoundationService } from './activity-details.service';

const PREFIX = '/api/ai-foundation';

/**
 * Trail and booking analyses for the outdoor card dialog. Open to visitors,
 * like the plan page that shows the dialog; they read no one's rows.
 */
export function aiFoundationRoutes(deps: {
  service: AiFoundationService;
  rateLimit?: RequestHook;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = deps.rateLimit ? [deps.rateLimit] : [];
    const tags = ['ai-foundation'];

    const analyses = [
      {
        path: 'elevation-profile',
        summary: "A trail's elevation profile, difficulty and hiking advice",
        response: elevationProfileResponseSchema,
        analyse: deps.service.elevationProfile,
      },
      {
        path: 'reservation-analysis',
        summary: 'Booking options and urgency for an activity',
        response: reservationAnalysisResponseSchema,
        analyse: deps.service.reservationAnalysis,
      },
      {
        path: 'enhance-activity',
        summary: 'Trail details and a difficulty assessment',
        response: enhanceActivityResponseSchema,
        analyse: deps.service.enhanceActivity,
      },
    ] as const;
    for (const analysis of analyses) {
      app.post(
        `${PREFIX}/${analysis.path}`,
        {
          preHandler,
          schema: {
            tags,
            summary: analysis.summary,
            body: foundationActivitySchema,
            response: { 200: analysis.response },
          },
        },
        async (request) => analysis.analyse(request.body),
      );
    }

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
